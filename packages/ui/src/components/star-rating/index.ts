export { StarRating } from "./star-rating";
export type { StarRatingProps } from "./star-rating";
export { starRatingRadioVariants, starRatingVariants } from "./star-rating.variants";
