export const heroes = {};
