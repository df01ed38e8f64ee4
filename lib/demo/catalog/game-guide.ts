import type { DemoCatalog } from '../demo-types';

/** Questline: game guides and coaching, in English. */
export const gameGuideDemo: DemoCatalog = {
  language: 'en',
  offers: [
    {
      productName: 'Elden Ring boss coaching: Malenia without tears',
      description:
        'Live coaching over screen share: we study her attack patterns, pick the right build and practise dodging Waterfowl Dance until it clicks.\n\nAll platforms, any level. First 15 minutes free if we are not a good match.',
      price: '25',
      pricing: 'per_hour',
      duration: '60 minutes',
      location: 'online, EU evenings',
      photos: 3,
    },
    {
      productName: 'Chess opening repertoire for club players',
      description:
        'A complete, low-theory repertoire for White and Black, delivered as an annotated study with model games and three coaching calls.',
      price: '140',
      pricing: 'fixed',
      duration: '3 calls + study',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'League of Legends rank climbing — jungle role',
      description:
        'VOD reviews of your ranked games, pathing plans for the current patch and objective timing. From Silver to Platinum players.',
      price: '20',
      pricing: 'per_hour',
      duration: '60 minutes',
      location: 'online, EUW',
      photos: 2,
    },
    {
      productName: 'Speedrun routing for Hollow Knight',
      description:
        'Learn the Any% route with skips explained frame by frame, practice save files included. Coaching by a runner with a top-50 time.',
      price: '30',
      pricing: 'per_hour',
      duration: '90 minutes',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'Stardew Valley perfect farm planner',
      description:
        'A personalised plan for your save: crop rotations, sprinkler layouts and a season-by-season checklist towards perfection.',
      price: '15',
      pricing: 'fixed',
      duration: 'delivered in 3 days',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'Counter-Strike 2 team practice sessions',
      description:
        'Weekly sessions for amateur teams: utility lineups, executes, retakes and communication. Price for the whole team.',
      price: '160',
      pricing: 'per_month',
      duration: '4 sessions per month',
      location: 'online, EU',
      photos: 1,
    },
    {
      productName: 'Tabletop campaign guide: your first D&D game as DM',
      description:
        'Two sessions to prepare and run your first Dungeons & Dragons one-shot: story hooks, encounter balance and keeping players engaged.',
      price: '70',
      pricing: 'fixed',
      duration: '2 × 2 hours',
      location: 'Dublin or online',
      photos: 2,
    },
    {
      productName: 'Fighting game fundamentals: Street Fighter 6',
      description:
        'Footsies, anti-airs and punishes for beginners. Practice drills between lessons and a review of your ranked matches.',
      price: '22',
      pricing: 'per_hour',
      duration: '60 minutes',
      location: 'online',
      photos: 1,
    },
    {
      productName: 'Minecraft redstone workshop for kids',
      description:
        'A friendly workshop for ages 9–14: doors, elevators and simple computers out of redstone, on a private, moderated server.',
      price: '45',
      pricing: 'negotiable',
      duration: '4 × 60 minutes',
      location: 'online',
      photos: 1,
    },
  ],
  inquiries: [
    'Hey, is there a slot for “{offer}” this weekend?',
    'Do I need a microphone for “{offer}”, or is chat enough?',
    'Hi, I play on PlayStation. Does “{offer}” work for console players?',
    'Could you do “{offer}” in German?',
  ],
};
