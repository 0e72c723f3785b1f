/**
 * Students' answers sent for review (answerSubmission), as a mentor has reviewed and published them.
 * Each names its question by exam and English title; `photo` adds the picture of a handwritten page
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

Courts have read "as soon as possible" as a duty to act with expedition. Page 2 in the photo.`,
    photo: true,
    review: `Good structure: Articles 168, 200 and 201 in the right order.

- Add **Shamsher Singh (1974)** on aid and advice.
- The way forward on page 2 is the strongest part: keep it.`,
    score: 9,
    reviewer: 'Mentor, GS Paper II',
  },
  {
    exam: 'upsc',
    question: 'Labour Codes: Flexibility and Security',
    name: 'Sample student B',
    language: 'te',
    submittedAt: '2026-11-25T09:05:00+05:30',
    text: `నాలుగు కార్మిక స్మృతులు 29 కేంద్ర చట్టాలను ఒకచోటికి చేర్చాయి. యాజమాన్యాలకు నియామకాల్లో వెసులుబాటు పెరిగింది.

గిగ్, ప్లాట్‌ఫామ్ కార్మికులకు తొలిసారి సామాజిక భద్రత లభించింది. అమలు రాష్ట్రాల నియమాలపై ఆధారపడి ఉంది.`,
    review: `గిగ్ కార్మికుల అంశం బాగా రాశారు. రాష్ట్రాల నియమాల ఉదాహరణ ఒకటి ఇస్తే సమాధానం పూర్తవుతుంది.`,
    score: 10,
    reviewer: 'Mentor, GS Paper III',
  },
  {
    exam: 'upsc',
    question: 'Labour Codes: Flexibility and Security',
    name: 'Sample student D',
    language: 'en',
    submittedAt: '2026-11-24T21:10:00+05:30',
    text: 'The codes raise the threshold for standing orders to 300 workers and bring gig workers under social security for the first time. The balance depends on how states frame their rules and on inspection.',
    review: 'A balanced answer. Name the four codes in the introduction.',
    score: 8,
    reviewer: 'Mentor, GS Paper III',
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
