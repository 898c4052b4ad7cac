// MikroORM inlines array bindings as lists, so arrays travel as one literal parameter instead.

/** A PostgreSQL int[] literal for `= ANY(?::int[])`. */
export const intArrayParam = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** A JSON array for `jsonb_array_elements_text(?::jsonb)`, safe for any text. */
export const textArrayParam = (values: readonly string[]): string => JSON.stringify(values);
