// Every contract of the API, for the server's routes and /docs.

export * from "./registry";
