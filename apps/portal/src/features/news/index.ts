/**
 * The public surface of `features/news/`: what other features may import from it (docs/architecture.md
 * "Dependency direction": a feature reaches another only through its index). Route modules are not here: the route
 * lists load them lazily.
 */
export { LatestNews } from "./latest-news";
export { LATEST_NEWS_COUNT } from "./news-paths";
export { publicNewsQuery } from "./news-queries";
