// Barrel of the theme area; each module adds its own export line here.
export {};
