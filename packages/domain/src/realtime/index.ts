// The /cable protocol and the system calls (health, the socket's upgrade): the messages of several
// features, so this folder, like the registry, may import any feature.

export * from "./cable";
export * from "./system";
