export const portraits = {};
