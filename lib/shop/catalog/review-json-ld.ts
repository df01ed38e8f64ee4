import type { ReviewSummary } from './reviews';

/**
 * schema.org `aggregateRating` and `review` entries of an offer's Product, from its approved
 * reviews; nothing without any (search engines reject an empty rating).
 */
export function reviewJsonLd(summary: ReviewSummary | undefined) {
  if (!summary?.count || summary.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: summary.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.createdAt.slice(0, 10),
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
