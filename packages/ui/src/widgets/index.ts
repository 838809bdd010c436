// Barrel of the widgets area; each module adds its own export line here.
export {};
