import { StarRating } from "@eoffice/ui";

export function Satisfaction() {
  return <StarRating label="ความพึงพอใจต่อการให้บริการ" />;
}
