/**
 * @eoffice/ui - the design system of the municipal e-office and e-service portal.
 *
 * Curated named exports by section. The package imports nothing of the product: no API client, no endpoints,
 * no product data; widgets take data and callbacks. Import `@eoffice/ui/styles.css` once in the app.
 */
export * from "./lib";
export * from "./theme";
export * from "./i18n";
export * from "./components";
export * from "./navigation";
export * from "./layouts";
export * from "./widgets";
export * from "./settings";
