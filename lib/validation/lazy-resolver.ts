import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/**
 * A form's react-hook-form resolver that loads its zod schema, and zod with it, on the first
 * validation (the first submit) instead of with the page: docs/architecture.md §8 budgets, validation code loads
 * where it is used. The schema is still the one the server parses with (one schema per form).
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= loadSchema().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        resolver = undefined; // a failed chunk load is retried by the next validation
        throw error;
      },
    );
    return (await resolver)(values, context, options);
  };
}
