/** How many submitted articles the review queue and its tab's count ask graph for. */
export const QUEUE_LIMIT = 100;
