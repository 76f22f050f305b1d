// The banner groups the events page shows (game spec section 2): a carousel of featured events, then the list.
export const EVENT_CAROUSEL_GROUP = 'm_event1';
export const EVENT_LIST_GROUP = 'm_event';
