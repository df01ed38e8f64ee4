import 'server-only';
import {
  Armchair,
  Bone,
  BookHeart,
  BookOpen,
  Bot,
  Brain,
  Building2,
  Calculator,
  Castle,
  ChartLine,
  Church,
  CodeXml,
  Coffee,
  Coins,
  Cpu,
  Crown,
  Dog,
  Footprints,
  Gamepad2,
  Gem,
  Globe,
  GraduationCap,
  HandCoins,
  House,
  KeyRound,
  Landmark,
  Languages,
  Layers,
  Laptop,
  Map,
  Music,
  Package,
  Palette,
  PawPrint,
  ScrollText,
  Shirt,
  Smartphone,
  Sofa,
  Sparkles,
  Swords,
  Trophy,
  UtensilsCrossed,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import type { SiteId } from '@/sites';
import { oklchToHex, parseOklch } from './oklch';
import { seededRandom } from './random';

/** The glyphs the illustrations of a listing scope are drawn with, one per offer in turn. */
const MOTIFS: Partial<Record<SiteId, readonly LucideIcon[]>> = {
  'real-estate': [House, Building2, KeyRound, Sofa],
  tutoring: [GraduationCap, BookOpen, Calculator, Languages],
  'dog-walking': [Dog, PawPrint, Bone, Footprints],
  'table-booking': [Armchair, Coffee, UtensilsCrossed, Laptop],
  bible: [BookOpen, Church, BookHeart, ScrollText],
  bond: [Landmark, ChartLine, Coins, HandCoins],
  'ai-services': [Bot, Cpu, Brain, Sparkles],
  'ai-teaching': [Brain, GraduationCap, WandSparkles, Bot],
  'app-making': [Smartphone, CodeXml, Layers, Laptop],
  fashion: [Shirt, Gem, Palette, Sparkles],
  'game-guide': [Gamepad2, Swords, Trophy, Map],
  'lords-bits': [Crown, Coins, Castle, Gem],
  product: [Package, Layers, Sparkles, Globe],
  all: [Globe, Music, Palette, Map],
};

/** Drawn on an 800 × 600 canvas, rendered at 640 × 480: enough for the offer page, and quick to re-encode. */
const WIDTH = 800;
const HEIGHT = 600;
const RENDER_WIDTH = 640;
const RENDER_HEIGHT = 480;

export interface IllustrationInput {
  scope: SiteId;
  /** The site's brand colour, an OKLCH triple. */
  brandColor: string;
  offerIndex: number;
  photoIndex: number;
  /** Shown large on the picture: the offer's initials. */
  initials: string;
}

/** `MK` from “Dwupokojowe mieszkanie na Mokotowie”: the first letters of its first two words of four letters or more. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]{4,}/gu) ?? name.match(/[\p{L}\p{N}]+/gu) ?? [name];
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase())
    .join('');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An SVG picture: a gradient in the brand's hues, soft shapes, the scope's glyph and the initials. */
export function illustrationSvg(input: IllustrationInput): string {
  const random = seededRandom(`${input.scope}:${input.offerIndex}:${input.photoIndex}`);
  const brand = parseOklch(input.brandColor);
  const hueShift = (random() - 0.5) * 50 + input.photoIndex * 24;
  const light = oklchToHex({ l: Math.min(0.86, brand.l + 0.2), c: brand.c * 0.9, h: brand.h + hueShift });
  const dark = oklchToHex({ l: Math.max(0.24, brand.l - 0.2), c: brand.c, h: brand.h - hueShift / 2 });
  const accent = oklchToHex({ l: 0.9, c: brand.c * 0.5, h: brand.h + 180 });
  const motifs = MOTIFS[input.scope] ?? [Sparkles];
  const Icon = motifs[(input.offerIndex + input.photoIndex) % motifs.length]!;

  const shapes = Array.from({ length: 7 }, () => {
    const x = Math.round(random() * WIDTH);
    const y = Math.round(random() * HEIGHT);
    const size = Math.round(40 + random() * 180);
    const opacity = (0.06 + random() * 0.14).toFixed(2);
    return random() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="#fff" fill-opacity="${opacity}"/>`
      : `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 5}" fill="#fff" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})"/>`;
  }).join('');

  // Three layouts, so that the photos of one offer differ at a glance.
  const layout = input.photoIndex % 3;
  const card = layout === 1 ? { x: 400, y: 130, size: 320 } : { x: 80, y: 130, size: 320 };
  const iconSize = layout === 2 ? 420 : 200;
  const iconX = layout === 2 ? WIDTH - iconSize - 30 : card.x + (card.size - iconSize) / 2;
  const iconY = layout === 2 ? (HEIGHT - iconSize) / 2 : card.y + (card.size - iconSize) / 2;
  const icon = renderToStaticMarkup(
    createElement(Icon, {
      width: iconSize,
      height: iconSize,
      x: iconX,
      y: iconY,
      color: '#ffffff',
      strokeWidth: layout === 2 ? 1 : 1.5,
      strokeOpacity: layout === 2 ? 0.55 : 0.95,
    }),
  );
  const textX = layout === 1 ? 90 : layout === 2 ? 90 : 470;
  const cardMarkup =
    layout === 2
      ? ''
      : `<rect x="${card.x}" y="${card.y}" width="${card.size}" height="${card.size}" rx="56" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER_WIDTH}" height="${RENDER_HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="glow" cx="0.8" cy="0.15" r="0.7"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
${shapes}
${cardMarkup}
${icon}
<text x="${textX}" y="${layout === 2 ? 340 : 330}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${layout === 2 ? 150 : 120}" font-weight="700" fill="#fff" fill-opacity="0.92" letter-spacing="6">${escapeXml(input.initials)}</text>
<rect x="${textX}" y="${layout === 2 ? 380 : 370}" width="${layout === 2 ? 220 : 180}" height="14" rx="7" fill="#fff" fill-opacity="0.55"/>
<rect x="${textX}" y="${layout === 2 ? 410 : 400}" width="${layout === 2 ? 150 : 120}" height="14" rx="7" fill="#fff" fill-opacity="0.3"/>
</svg>`;
}

/** The illustration as a PNG, as a member's upload would arrive (compressed lightly: it is re-encoded). */
export async function illustrationPng(input: IllustrationInput): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(input)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
