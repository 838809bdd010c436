export { Avatar, StatusDot, initialsOf, statusName, USER_STATUSES } from "./avatar";
export type { AvatarProps, StatusDotProps, UserStatus } from "./avatar";
export { avatarVariants, statusDotVariants } from "./avatar.variants";
