// Where the crowd widget lives, apart from the schemas: the web app's router needs the path at
// start-up, not the feed's schemas.

/**
 * The crowd widget: a page of the web app (no session) that a lounge's website shows in an iframe,
 * with the live counts and the history's chart. The server lets any origin frame it.
 */
export const CROWD_WIDGET_PATH_PREFIX = "/widget/crowd/";
export const crowdWidgetPath = (loungeId: number) => `${CROWD_WIDGET_PATH_PREFIX}${loungeId}`;
