// Every contract of the API, for the server's routes and /docs, and the worked calls /docs shows.

export * from "./examples";
export * from "./registry";
