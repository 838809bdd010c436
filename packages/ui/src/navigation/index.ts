// Barrel of the navigation area; each module adds its own export line here.
export {};
