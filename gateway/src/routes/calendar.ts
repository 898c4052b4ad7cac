// The editorial calendar (issue 21).
import { calendarQuery } from '../api/inputs';
import { type Route, route } from '../api/route-kit';
import { arrayOf, ref } from '../api/schemas';
import * as op from '../generated/graphql';

export const calendarRoutes: Route[] = [
  route({
    method: 'get',
    path: '/api/calendar',
    guard: 'editor',
    tag: 'Editing',
    summary: 'The editorial calendar: scheduled articles, embargo lifts and game releases per day of the publication',
    description:
      "from and to are days in the publication's time zone (PUBLICATION_TIMEZONE, ADR 0045; YYYY-MM-DD, inclusive, at most 92 days); every day of the range is answered, in order. Month, quarter and year releases are on the first day of their period. mayReschedule says whether the caller may move a schedule.",
    query: calendarQuery,
    operation: op.CalendarDocument,
    variables: ({ query }) => ({ from: query.from, to: query.to, language: query.language ?? null }),
    respond: (data) => data.calendar,
    response: arrayOf(ref('CalendarDay')),
  }),
];
