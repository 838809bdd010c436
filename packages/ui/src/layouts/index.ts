// Barrel of the layouts area; each module adds its own export line here.
export {};
