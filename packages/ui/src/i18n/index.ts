// Barrel of the i18n area; each module adds its own export line here.
export {};
