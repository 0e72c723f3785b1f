/** The Degree with IAS page's own texts, around its data (src/data/courses/degree-ias.ts). */
export const degreeIas = {
  /** The title in the browser's tab and in search results. */
  pageTitle: '{title} Programme',
  legacyEyebrow: 'Results',
  legacyTitle: 'Our Legacy of Success',
  /** The legacy band's last figure: the years since the academy's founding (src/data/figures.ts). */
  yearsOfExcellence: 'Years of Excellence',
  videosEyebrow: 'Watch',
  videosTitle: "Director's Vision & Campus Videos",
  videosText: 'Hear from our director and take a walk around the campus before you visit.',
  rankersEyebrow: 'Hall of fame',
  rankersTitle: 'Our Rankers',
  rankersText: 'Civil servants today, students on our campus a few years ago.',
  rankerPhotos: 'Ranker photos',
  /** An APPSC or TGPSC rank holder's rank (a UPSC one's is "AIR 48" in every language). */
  groupOneRank: 'Group-1 Rank {rank}',
  blueprintEyebrow: 'The three-year plan',
  blueprintTitle: 'Your Blueprint for First-Attempt Success',
  blueprintText: 'Three years, one plan: your degree and your civil services preparation move forward together.',
  guestsEyebrow: 'Learn from the best',
  guestsTitle: 'Guest Lectures',
  guestsText: 'Officers and experts come to campus every month to talk about the service, the exam and the country.',
  guestLecture: 'Guest lecture',
  formulaEyebrow: 'Every day',
  formulaTitle: 'Our Formula for Success',
  /** The formula's signs, as a screen reader says them. */
  plus: 'plus',
  equals: 'equals',
  campusesEyebrow: 'Where you will study',
  campusesTitle: 'Our Campuses',
  campusesText:
    'Residential and day-scholar campuses in Vijayawada and Hyderabad, with the same faculty and timetable.',
  viewOnMaps: 'View on Maps',
  activitiesEyebrow: 'Campus life',
  activitiesTitle: 'Vibrant Student Activities',
  activitiesText:
    'Life on campus is more than classes: sport, culture and celebrations keep minds fresh for the long road.',
  fromDirector: 'From the director',
  directorsVision: "Our Director's Vision",
  enrollTitle: 'Admissions are open for the June batch',
  enrollText: 'A bridge course in April and May, classes from June. Register and our counsellors will call you.',
  enrollNow: 'Enroll Now',
  callbackTitle: 'Get a Free Call Back',
  callbackText: 'Our admissions team will call you about fees, hostel and batches.',
  /** The carousels' Pause / Play button (its script switches between the two). */
  pauseCarousel: 'Pause carousel',
  playCarousel: 'Play carousel',
};
