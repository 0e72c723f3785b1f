/**
 * Students' answers sent for review (answerSubmission), as a mentor has reviewed and published them.
 * Each names its question by exam and English title; `photo` is a picture of a handwritten page
 * drawn by generate.mjs. Sample texts written for the demo, not real students'.
 */
export default [
  {
    exam: 'upsc',
    question: 'Governor and State Legislation',
    name: 'Sample student A',
    language: 'en',
    submittedAt: '2026-08-07T16:20:00+05:30',
    text: `The Governor is the constitutional head of the state and part of its legislature (Article 168). Under Article 200 the Governor may assent, withhold assent, return a Bill or reserve it for the President.

Courts have read "as soon as possible" as a duty to act with expedition, and the 2025 reference kept limited review of unexplained delay. The gap is an enforceable time limit.`,
    review: `Good structure: Articles 168, 200 and 201 in the right order.

- Add **Shamsher Singh (1974)** on aid and advice.
- The conclusion needs a way forward: the Punchhi Commission's time limit, for example.`,
    score: 9,
    reviewer: 'Mentor, GS Paper II',
  },
  {
    exam: 'upsc',
    question: 'Governor and State Legislation',
    name: 'Sample student B',
    language: 'te',
    submittedAt: '2026-08-08T09:05:00+05:30',
    text: `గవర్నర్ రాష్ట్రానికి రాజ్యాంగ అధిపతి. ఆర్టికల్ 200 ప్రకారం బిల్లుకు ఆమోదం తెలపవచ్చు, నిలిపివేయవచ్చు, తిరిగి పంపవచ్చు లేదా రాష్ట్రపతికి రిజర్వ్ చేయవచ్చు.`,
    photo: true,
    review: `రెండో పేజీ ఫోటో స్పష్టంగా ఉంది. ఆర్టికల్ నంబర్లను మార్జిన్‌లో రాస్తే ఎగ్జామినర్‌కు వెంటనే కనిపిస్తాయి.`,
    score: 7,
    reviewer: 'Mentor, GS Paper II',
  },
  {
    exam: 'appsc',
    question: 'Polavaram: Significance and Challenges',
    name: 'Sample student C',
    language: 'en',
    submittedAt: '2026-08-12T20:40:00+05:30',
    text: 'Polavaram is a national project on the Godavari: irrigation for the delta and upland areas, drinking water for Visakhapatnam, and power. Its challenges are rehabilitation of displaced families, cost escalation and inter-state concerns of Odisha and Chhattisgarh.',
    review: 'Covers the benefits well. Give the numbers of families to be resettled and the status of the R&R package.',
    score: 6,
    reviewer: 'Mentor, APPSC Group 1',
  },
];
