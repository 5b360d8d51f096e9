// Menus, genres, rewards and images: the editor's schemas, the records' presenters and the calls.

export * from "./contracts";
export * from "./image-size";
export * from "./images";
export * from "./presenters";
export * from "./schemas";
