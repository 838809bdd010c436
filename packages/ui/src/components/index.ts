// Barrel of the components area; each module adds its own export line here.
export {};
