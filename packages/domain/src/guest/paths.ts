// Where a group's own page lives, apart from the schemas: the web app's router needs the path at
// start-up, not the page's schemas.
export const GUEST_PAGE_PATH_PREFIX = "/g/";
export const guestPagePath = (token: string) => `${GUEST_PAGE_PATH_PREFIX}${token}`;
