/** One palette for the whole set: theme navy and saffron plus warm supporting colours. */
export const P = {
  navy: '#172f65',
  navy2: '#1b3a7e',
  navy3: '#2c4f9e',
  saffron: '#fbab2c',
  saffron2: '#f08c0c',
  cream: '#f7f1e6',
  paper: '#fffaf2',
  sand: '#ead9bd',
  wood: '#a8703f',
  woodDark: '#7a4d2a',
  woodLight: '#c9905a',
  teal: '#2a9d8f',
  tealDark: '#1f6f66',
  coral: '#e76f51',
  rose: '#d65a73',
  maroon: '#8c2f39',
  plum: '#6c4f9e',
  sky: '#bfe0f5',
  skyTop: '#7fb7e6',
  leaf: '#5b9e55',
  leafDark: '#3b7443',
  leafLight: '#8cc26a',
  grass: '#8fc46a',
  stone: '#e8e0d2',
  stoneDark: '#c9bca6',
  ink: '#1d2333',
  slate: '#64748b',
  white: '#ffffff',
};

/** Skin tones from light to deep, all common across India. */
export const SKIN = ['#f2cba8', '#e5b48c', '#d29e74', '#bf875c', '#a66f48', '#8c5a38', '#70452a'];
export const HAIR = ['#15100d', '#1f1611', '#2e2018', '#3d2a1e', '#4a3020'];
/** Clothes colours that sit well on the theme. */
export const CLOTH = [
  '#2c4f9e',
  '#e76f51',
  '#2a9d8f',
  '#f0b43c',
  '#8c2f39',
  '#6c4f9e',
  '#4f7cc4',
  '#d65a73',
  '#3f8f6b',
  '#f3e3c7',
  '#ffffff',
  '#9fc3e9',
  '#c2568a',
  '#e9a23b',
];
export const BOTTOM = ['#2b3040', '#3a4257', '#1f2a44', '#4a4038', '#5b6478', '#2f3a5c'];
