/**
 * UPSC quizzes (content type quiz). Question shape: { q, options, answer?, explanation, image? };
 * an option is a string (text) or { image, alt, text? } (a picture in public/demo-assets/).
 * `answer` left out means the first option — the correctAnswer default of 0.
 * Monthly quizzes reuse the month's daily questions, as coaching sites compile them.
 * Besides the twelve listed quizzes: one with no questions and one Draft that must stay hidden
 * (with an unfinished question the content report lists).
 */

const d0818 = [
  {
    q: 'NISAR, the Earth observation satellite launched in 2025, is a joint mission of ISRO and which agency?',
    options: ['European Space Agency', 'NASA', 'JAXA', 'CNES'],
    answer: 1,
    explanation:
      "NISAR (NASA–ISRO Synthetic Aperture Radar) carries an L-band radar built by NASA's Jet Propulsion Laboratory and an S-band radar built by ISRO.",
  },
  {
    q: 'Why can a synthetic aperture radar satellite image the ground during the monsoon when optical satellites cannot?',
    options: [
      'It uses its own microwave pulses, which pass through clouds',
      'It orbits below the cloud layer',
      'It uses infrared light reflected by clouds',
      'It only works at night',
    ],
    explanation:
      'Radar is an active sensor: it sends microwaves that penetrate cloud cover and do not need sunlight, so it works day and night in all weather.',
  },
  {
    q: "With reference to the Asian elephant, consider the statements: 1. It is listed as Endangered by the IUCN. 2. It was declared India's National Heritage Animal in 2010. Which of the statements given above is/are correct?",
    options: ['1 only', '2 only', 'Both 1 and 2', 'Neither 1 nor 2'],
    answer: 2,
    explanation:
      'Both are correct. The Asian elephant is Endangered on the IUCN Red List and was declared the National Heritage Animal in 2010.',
  },
  {
    q: 'Project Elephant was launched in which year?',
    options: ['1973', '1992', '2002', '2010'],
    answer: 1,
    explanation: 'Project Elephant began in 1992 as a centrally sponsored scheme. Project Tiger dates from 1973.',
  },
  {
    q: 'In national accounts, GDP at market prices equals Gross Value Added plus:',
    options: [
      'Depreciation',
      'Net factor income from abroad',
      'Product taxes minus product subsidies',
      'Exports minus imports',
    ],
    answer: 2,
    explanation:
      'GDP = GVA at basic prices + product taxes − product subsidies. Adding net factor income from abroad to GDP gives GNP.',
  },
];

const d0824 = [
  {
    q: 'The figure shows the Sun, the Earth and five points P, Q, R, S and T. Which point marks the Lagrange point L1, where the Aditya-L1 observatory is placed?',
    image: 'quiz-lagrange-points.png',
    options: ['P', 'Q', 'R', 'S'],
    answer: 1,
    explanation:
      'L1 lies on the Sun–Earth line between the two bodies, about 1.5 million km from Earth (point Q). R is L2, P is L3, and S and T are L4 and L5.',
  },
  {
    q: 'National Space Day is observed in India on 23 August to mark:',
    options: [
      'The launch of Aryabhata',
      'The Chandrayaan-3 landing near the lunar south pole',
      'The founding of ISRO',
      'The first flight of the SLV-3',
    ],
    answer: 1,
    explanation:
      "Vikram, the Chandrayaan-3 lander, touched down near the Moon's south pole on 23 August 2023. ISRO was founded on 15 August 1969.",
  },
  {
    q: 'The landing site of the Chandrayaan-3 lander has been named:',
    options: ['Shiv Shakti Point', 'Tiranga Point', 'Jawahar Point', 'Vikram Point'],
    explanation:
      'The Chandrayaan-3 landing site is Shiv Shakti Point. Tiranga Point is where the Chandrayaan-2 lander made contact with the surface.',
  },
  {
    q: 'Where is the headquarters of the New Development Bank set up by the BRICS countries?',
    options: ['New Delhi', 'Johannesburg', 'Shanghai', 'Moscow'],
    answer: 2,
    explanation:
      'The New Development Bank is headquartered in Shanghai, with regional offices in other member countries.',
  },
  {
    q: 'Which of the following countries joined BRICS as a member in 2025?',
    options: ['Argentina', 'Indonesia', 'Nigeria', 'Turkey'],
    answer: 1,
    explanation:
      'Indonesia joined as a full member in January 2025, after Egypt, Ethiopia, Iran and the UAE joined in 2024. Argentina declined its invitation.',
  },
];

const d0917 = [
  {
    q: 'The Kigali Amendment to the Montreal Protocol deals with the phase-down of:',
    options: ['Chlorofluorocarbons', 'Hydrofluorocarbons', 'Halons', 'Methyl bromide'],
    answer: 1,
    explanation:
      'The Kigali Amendment (2016) phases down HFCs, which do not harm the ozone layer but are potent greenhouse gases.',
  },
  {
    q: 'Under the Kigali Amendment, India must freeze its consumption of HFCs in:',
    options: ['2024', '2028', '2032', '2047'],
    answer: 1,
    explanation: 'India is in the group that freezes HFC consumption in 2028 and reduces it by 85 per cent by 2047.',
  },
  {
    q: 'The GST Council is a constitutional body under which Article?',
    options: ['Article 246A', 'Article 269A', 'Article 279A', 'Article 280'],
    answer: 2,
    explanation:
      'Article 279A, inserted by the 101st Amendment (2016), creates the GST Council. Article 246A gives concurrent power to levy GST; Article 280 is about the Finance Commission.',
  },
  {
    q: 'A decision of the GST Council requires a majority of not less than:',
    options: [
      'Three-fourths of the weighted votes of members present and voting',
      'Two-thirds of all members',
      'A simple majority of members present',
      'Unanimity',
    ],
    explanation:
      'Decisions need three-fourths of the weighted votes; the Union has one-third of the votes and all states together two-thirds.',
  },
  {
    q: 'If a state Bill returned by the Governor is passed again by the legislature, the Governor:',
    options: [
      'May withhold assent again',
      'Must reserve it for the President',
      'Shall not withhold assent',
      'Must refer it to the High Court',
    ],
    answer: 2,
    explanation:
      'Under the first proviso to Article 200, once a returned Bill is passed again, with or without amendment, the Governor shall not withhold assent.',
  },
];

const d1009 = [
  {
    q: 'Which arrangement of the Sun, the Moon and the Earth causes a solar eclipse?',
    options: [
      { text: 'Sun – Moon – Earth', image: 'quiz-eclipse-a.png', alt: 'The Moon between the Sun and the Earth' },
      { text: 'Sun – Earth – Moon', image: 'quiz-eclipse-b.png', alt: 'The Earth between the Sun and the Moon' },
      { text: 'Moon – Sun – Earth', image: 'quiz-eclipse-c.png', alt: 'The Sun between the Moon and the Earth' },
      { text: 'Earth – Sun – Moon', image: 'quiz-eclipse-d.png', alt: 'The Sun between the Earth and the Moon' },
    ],
    explanation:
      'A solar eclipse happens when the Moon comes between the Sun and the Earth, casting its shadow on the Earth. When the Earth is in between, the result is a lunar eclipse.',
  },
  {
    q: "How many members of the RBI's Monetary Policy Committee are appointed by the Union government from outside the RBI?",
    options: ['Two', 'Three', 'Four', 'Six'],
    answer: 1,
    explanation:
      'The six-member MPC has three RBI members (the Governor, a Deputy Governor and one officer) and three external members appointed by the government for four years.',
  },
  {
    q: "Which facility forms the floor of the RBI's liquidity adjustment corridor?",
    options: ['Marginal Standing Facility', 'Standing Deposit Facility', 'Bank Rate', 'Cash Reserve Ratio'],
    answer: 1,
    explanation:
      'The Standing Deposit Facility, introduced in 2022, lets banks park surplus funds without collateral and is the floor; the Marginal Standing Facility is the ceiling.',
  },
  {
    q: 'The "Red Line" campaign in India is related to:',
    options: ['Road safety', 'Misuse of antibiotics', 'Tobacco control', 'Railway safety'],
    answer: 1,
    explanation:
      'Medicines such as antibiotics carry a red vertical line to show they must not be used without a prescription — part of the fight against antimicrobial resistance.',
  },
  {
    q: 'Swachh Bharat Mission (Gramin) is implemented by which ministry?',
    options: [
      'Ministry of Rural Development',
      'Ministry of Housing and Urban Affairs',
      'Ministry of Jal Shakti',
      'Ministry of Panchayati Raj',
    ],
    answer: 2,
    explanation:
      'SBM (Gramin) is run by the Department of Drinking Water and Sanitation under the Ministry of Jal Shakti; SBM (Urban) by the Ministry of Housing and Urban Affairs.',
  },
];

const d1025 = [
  {
    q: 'The pyramid of standing biomass shown in the figure is inverted. In which ecosystem is such a pyramid usually found?',
    image: 'quiz-energy-pyramid.png',
    options: ['A pond or open ocean', 'A grassland', 'A tropical forest', 'A desert'],
    explanation:
      'In aquatic ecosystems, phytoplankton have a small standing biomass at any moment but reproduce very fast, supporting a larger biomass of consumers — an inverted pyramid of biomass. The pyramid of energy is never inverted.',
  },
  {
    q: 'What is the national cyber fraud helpline number for reporting financial fraud?',
    options: ['100', '112', '1930', '1098'],
    answer: 2,
    explanation:
      'Calling 1930 quickly helps freeze defrauded money. 112 is the emergency response number and 1098 is Childline.',
  },
  {
    q: 'The Ramsar Convention on wetlands was signed in which country?',
    options: ['Iran', 'Switzerland', 'Brazil', 'Japan'],
    explanation: 'The convention was signed at Ramsar, Iran, in 1971. India became a party in 1982.',
  },
  {
    q: 'Which of the following Indian wetlands are on the Montreux Record?',
    options: [
      'Chilika Lake and Wular Lake',
      'Keoladeo National Park and Loktak Lake',
      'Sambhar Lake and Pulicat Lake',
      'Kolleru Lake and Sundarbans',
    ],
    answer: 1,
    explanation:
      'Keoladeo National Park and Loktak Lake are on the Montreux Record. Chilika Lake was removed from it in 2002 after restoration.',
  },
  {
    q: 'Under the National Food Security Act, 2013, how much foodgrain is a person in a priority household entitled to each month?',
    options: ['2 kg', '5 kg', '10 kg', '35 kg'],
    answer: 1,
    explanation:
      'Priority households get 5 kg per person per month; Antyodaya Anna Yojana households get 35 kg per household.',
  },
];

const d1112 = [
  {
    q: 'The New Collective Quantified Goal on climate finance agreed at COP29 calls for developed countries to lead in mobilising at least how much a year by 2035?',
    options: ['USD 100 billion', 'USD 300 billion', 'USD 500 billion', 'USD 1.3 trillion'],
    answer: 1,
    explanation:
      'The goal is at least USD 300 billion a year by 2035, within a wider call to scale up finance for developing countries to USD 1.3 trillion a year.',
  },
  {
    q: "India's updated NDC target is to reduce the emissions intensity of its GDP by 2030, compared with 2005 levels, by:",
    options: ['33–35 per cent', '40 per cent', '45 per cent', '50 per cent'],
    answer: 2,
    explanation: 'The 2022 NDC raised the target to 45 per cent. The original 2015 NDC aimed at 33–35 per cent.',
  },
  {
    q: 'Which humanoid robot will fly on an uncrewed Gaganyaan mission?',
    options: ['Vyommitra', 'Pragyan', 'Manav', 'Sahayak'],
    explanation:
      'Vyommitra, a half-humanoid developed by ISRO, will monitor the crew module systems. Pragyan was the Chandrayaan-3 rover.',
  },
  {
    q: 'Who was the first Indian to travel into space?',
    options: ['Kalpana Chawla', 'Rakesh Sharma', 'Shubhanshu Shukla', 'Ravish Malhotra'],
    answer: 1,
    explanation:
      'Squadron Leader Rakesh Sharma flew on the Soviet Soyuz T-11 in 1984. Ravish Malhotra was his back-up.',
  },
  {
    q: 'The Constitution (129th Amendment) Bill, 2024, on simultaneous elections proposes to insert which new Article?',
    options: ['Article 82A', 'Article 324A', 'Article 356A', 'Article 368A'],
    explanation: 'The Bill inserts Article 82A and amends Articles 83, 172 and 327.',
  },
];

const extraAug = [
  {
    q: 'The Kasturirangan committee on the Western Ghats recommended notifying roughly what share of the region as ecologically sensitive?',
    options: ['About 17 per cent', 'About 37 per cent', 'About 64 per cent', 'The entire region'],
    answer: 1,
    explanation:
      'The Kasturirangan committee (2013) proposed about 37 per cent, roughly 60,000 sq km. The Gadgil panel (2011) had treated the whole region as sensitive in three zones.',
  },
  {
    q: 'Which of the following awards is given to sports coaches in India?',
    options: ['Arjuna Award', 'Dronacharya Award', 'Major Dhyan Chand Khel Ratna', 'Maulana Abul Kalam Azad Trophy'],
    answer: 1,
    explanation: 'The Dronacharya Award honours coaches. The MAKA Trophy goes to the best-performing university.',
  },
];

const extraSep = [
  {
    q: 'PM-KISAN provides eligible farmer families with how much income support each year?',
    options: ['₹2,000', '₹6,000', '₹10,000', '₹12,000'],
    answer: 1,
    explanation: 'PM-KISAN pays ₹6,000 a year in three instalments of ₹2,000 each, directly into bank accounts.',
  },
  {
    q: 'Under the WHO AWaRe classification, antibiotics are grouped as:',
    options: [
      'Access, Watch and Reserve',
      'Approved, Waitlisted and Restricted',
      'Active, Weak and Resistant',
      'Acute, Wide and Rare',
    ],
    explanation:
      'WHO groups antibiotics into Access, Watch and Reserve, and aims for Access antibiotics to make up at least 70 per cent of use.',
  },
];

const polity2024 = [
  {
    q: 'With reference to the Preamble of the Constitution of India, consider the statements: 1. The words "socialist" and "secular" were added by the 42nd Amendment Act. 2. In Kesavananda Bharati, the Supreme Court held that the Preamble is a part of the Constitution. Which of the statements given above is/are correct?',
    options: ['1 only', '2 only', 'Both 1 and 2', 'Neither 1 nor 2'],
    answer: 2,
    explanation:
      'Both are correct. The 42nd Amendment (1976) added "socialist", "secular" and "integrity". Kesavananda Bharati (1973) overruled the Berubari view that the Preamble is not part of the Constitution.',
  },
  {
    q: 'Which of the following is NOT an option available to the Governor under Article 200 for a Bill passed by the state legislature?',
    options: [
      'Declaring the Bill unconstitutional',
      'Withholding assent',
      'Reserving the Bill for the President',
      'Returning a non-Money Bill for reconsideration',
    ],
    explanation:
      "The Governor cannot declare a Bill unconstitutional — only courts can strike down laws. The other three are the Governor's options under Article 200.",
  },
  {
    q: 'The basic structure doctrine was first laid down by the Supreme Court in:',
    options: [
      'Golaknath v. State of Punjab',
      'Kesavananda Bharati v. State of Kerala',
      'Minerva Mills v. Union of India',
      'S. R. Bommai v. Union of India',
    ],
    answer: 1,
    explanation:
      'Kesavananda Bharati (1973) held that Parliament cannot alter the basic structure. Golaknath (1967) had held that Parliament could not amend fundamental rights at all.',
  },
  {
    q: '"Census" is listed in which list of the Seventh Schedule?',
    options: ['Union List', 'State List', 'Concurrent List', 'It is not listed in any list'],
    explanation: 'Census is Entry 69 of the Union List; it is conducted under the Census Act, 1948.',
  },
  {
    q: 'Labour welfare and trade unions fall in which list of the Seventh Schedule?',
    options: ['Union List', 'State List', 'Concurrent List', 'Residuary powers'],
    answer: 2,
    explanation:
      'Trade unions, industrial and labour disputes, and labour welfare are in the Concurrent List, so both Parliament and the states can legislate.',
  },
  {
    q: 'Which Article of the Constitution provides for the Inter-State Council?',
    options: ['Article 262', 'Article 263', 'Article 280', 'Article 312'],
    answer: 1,
    explanation:
      "Article 263 allows the President to set up an Inter-State Council; one was established in 1990 on the Sarkaria Commission's recommendation.",
  },
];

const economy2023 = [
  {
    q: 'Which of the following graphs correctly shows the short-run Phillips curve?',
    options: [
      { image: 'quiz-curve-b.png', alt: 'An upward-sloping curve: inflation rises as unemployment rises' },
      { image: 'quiz-curve-d.png', alt: 'A horizontal line: inflation stays the same at every level of unemployment' },
      {
        image: 'quiz-curve-a.png',
        alt: 'A downward-sloping curve, convex to the origin: inflation falls as unemployment rises',
      },
      { image: 'quiz-curve-c.png', alt: 'A vertical line: unemployment stays the same at every level of inflation' },
    ],
    answer: 2,
    explanation:
      'The short-run Phillips curve slopes downwards: lower unemployment goes with higher inflation. In the long run, many economists argue, the curve is vertical at the natural rate of unemployment.',
  },
  {
    q: 'If the RBI raises the Cash Reserve Ratio, the most likely immediate effect is:',
    options: [
      'An increase in the money multiplier',
      'A decrease in the lendable resources of banks',
      'A fall in the repo rate',
      'An increase in government borrowing',
    ],
    answer: 1,
    explanation:
      'A higher CRR means banks must keep more deposits with the RBI, leaving less to lend and lowering the money multiplier.',
  },
  {
    q: 'Consider the statements: 1. PM-KISAN is a centrally sponsored scheme. 2. Institutional landholders are not eligible for PM-KISAN. Which of the statements given above is/are correct?',
    options: ['1 only', '2 only', 'Both 1 and 2', 'Neither 1 nor 2'],
    answer: 1,
    explanation:
      'Only statement 2 is correct. PM-KISAN is a central sector scheme, fully funded by the Union, and excludes institutional landholders.',
  },
  {
    q: 'Which of the following is NOT subsumed in GST at present?',
    options: [
      'Service tax',
      'Central excise duty on most goods',
      'Tax on alcoholic liquor for human consumption',
      'Value added tax on most goods',
    ],
    answer: 2,
    explanation:
      'Alcoholic liquor for human consumption is outside GST and taxed by the states. Central excise on most goods, service tax and state VAT were subsumed in 2017.',
  },
  {
    q: 'The base year of a price index or of national accounts is revised mainly to:',
    options: [
      'Reflect the current structure of the economy and consumption',
      'Show higher growth rates',
      'Meet IMF lending conditions',
      'Align with the financial year',
    ],
    explanation:
      "A new base year updates sector weights and the consumption basket so that the numbers reflect today's economy.",
  },
  {
    q: 'Under flexible inflation targeting, the RBI is deemed to have failed if CPI inflation stays outside the tolerance band for:',
    options: [
      'Two consecutive months',
      'Three consecutive quarters',
      'One full financial year',
      'Two consecutive years',
    ],
    answer: 1,
    explanation:
      'Failure is defined as average inflation above 6 per cent or below 2 per cent for three consecutive quarters; the RBI must then report to the government.',
  },
];

const environment2022 = [
  {
    q: "The chart shows India's installed renewable capacity by source (illustrative). Which of the following statements is supported by the chart?",
    image: 'quiz-capacity-bars.png',
    options: [
      'Wind has the largest share',
      'Solar has more capacity than wind and large hydro',
      'Bio-power exceeds large hydro',
      'Large hydro is the largest source',
    ],
    answer: 1,
    explanation:
      'In the chart the solar bar is the longest, ahead of wind and large hydro. Solar has been the fastest-growing source of new capacity in India.',
  },
  {
    q: 'The International Solar Alliance has its headquarters in:',
    options: ['Paris', 'Gurugram', 'Abu Dhabi', 'Nairobi'],
    answer: 1,
    explanation: 'The ISA, launched by India and France at COP21 in 2015, is headquartered in Gurugram, Haryana.',
  },
  {
    q: 'Which Indian state has the highest number of Ramsar sites?',
    options: ['Tamil Nadu', 'Uttar Pradesh', 'Odisha', 'Kerala'],
    explanation: 'Tamil Nadu has the largest number of Ramsar sites among Indian states.',
  },
  {
    q: 'The Western Ghats were inscribed as a UNESCO World Heritage Site in:',
    options: ['2008', '2012', '2014', '2016'],
    answer: 1,
    explanation:
      'The Western Ghats were inscribed in 2012 as a serial natural site for their biodiversity and endemism.',
  },
  {
    q: "Which gas is the main target of the Montreal Protocol's original phase-out schedule?",
    options: ['Carbon dioxide', 'Methane', 'Chlorofluorocarbons', 'Nitrous oxide'],
    answer: 2,
    explanation: 'The Montreal Protocol (1987) phased out ozone-depleting substances, chiefly CFCs and halons.',
  },
  {
    q: 'World Wetlands Day is observed on:',
    options: ['2 February', '22 March', '22 April', '5 June'],
    explanation:
      '2 February marks the signing of the Ramsar Convention in 1971. 22 March is World Water Day, 22 April Earth Day and 5 June World Environment Day.',
  },
  {
    q: 'Elephant corridors are important mainly because they:',
    options: [
      'Connect fragmented habitats and allow movement between them',
      'Provide tourist routes in reserves',
      'Mark international borders for wildlife',
      'Are reserved for captive elephants',
    ],
    explanation:
      'Corridors link separated habitats so that elephants can migrate, find food and mates, and avoid conflict with people.',
  },
];

export default [
  {
    title: 'Daily Current Affairs Quiz - 18 August 2026',
    slug: 'upsc-daily-quiz-2026-08-18',
    date: '2026-08-18',
    type: 'Daily',
    subject: 'Science, Environment & Economy',
    description: 'NISAR, elephants and the new GDP series in five quick questions.',
    questions: d0818,
  },
  {
    title: 'Daily Current Affairs Quiz - 24 August 2026',
    slug: 'upsc-daily-quiz-2026-08-24',
    date: '2026-08-24',
    type: 'Daily',
    subject: 'Space & International Relations',
    description: 'National Space Day special, with a diagram question on Lagrange points.',
    questions: d0824,
  },
  {
    title: 'Daily Current Affairs Quiz - 17 September 2026',
    slug: 'upsc-daily-quiz-2026-09-17',
    date: '2026-09-17',
    type: 'Daily',
    subject: 'Environment & Polity',
    description: "World Ozone Day, the GST Council and the Governor's assent.",
    questions: d0917,
  },
  {
    title: 'Daily Current Affairs Quiz - 9 October 2026',
    slug: 'upsc-daily-quiz-2026-10-09',
    date: '2026-10-09',
    type: 'Daily',
    subject: 'Economy & Science',
    description: 'Monetary policy, antimicrobial resistance and a picture question on eclipses.',
    questions: d1009,
  },
  {
    title: 'Daily Current Affairs Quiz - 25 October 2026',
    slug: 'upsc-daily-quiz-2026-10-25',
    date: '2026-10-25',
    type: 'Daily',
    subject: 'Environment & Security',
    questions: d1025,
  },
  {
    title: 'Daily Current Affairs Quiz - 12 November 2026',
    slug: 'upsc-daily-quiz-2026-11-12',
    date: '2026-11-12',
    type: 'Daily',
    subject: 'Climate, Space & Polity',
    description: 'COP31, Gaganyaan and simultaneous elections.',
    questions: d1112,
  },
  {
    title: 'Monthly Current Affairs Quiz - August 2026',
    slug: 'upsc-monthly-quiz-2026-08',
    date: '2026-08-31',
    type: 'Monthly',
    subject: 'All subjects',
    description: "Revise August with ten questions from the month's news.",
    questions: [...d0818.slice(0, 4), ...d0824.slice(0, 4), ...extraAug],
  },
  {
    title: 'Monthly Current Affairs Quiz - September 2026',
    slug: 'upsc-monthly-quiz-2026-09',
    date: '2026-09-30',
    type: 'Monthly',
    subject: 'All subjects',
    description: 'September in eight questions: ozone, GST, the Governor, PM-KISAN and AMR.',
    questions: [...d0917.slice(0, 3), d0917[4], ...extraSep, d0818[4], d0824[4]],
  },
  {
    title: 'Monthly Current Affairs Quiz - October 2026',
    slug: 'upsc-monthly-quiz-2026-10',
    date: '2026-10-31',
    type: 'Monthly',
    subject: 'All subjects',
    description: 'October revision, including both picture questions of the month.',
    questions: [...d1009, ...d1025],
  },
  {
    title: 'Previous Years Practice: Polity (Prelims 2024 pattern)',
    slug: 'upsc-previous-years-polity-2024',
    date: '2026-09-05',
    type: 'Previous Years',
    subject: 'Indian Polity',
    year: 2024,
    description: 'Original practice questions in the style of the 2024 Preliminary Examination.',
    questions: polity2024,
  },
  {
    title: 'Previous Years Practice: Economy (Prelims 2023 pattern)',
    slug: 'upsc-previous-years-economy-2023',
    date: '2026-10-03',
    type: 'Previous Years',
    subject: 'Indian Economy',
    year: 2023,
    description: 'Statement-based and graph questions in the style of the 2023 paper.',
    questions: economy2023,
  },
  {
    title: 'Previous Years Practice: Environment (Prelims 2022 pattern)',
    slug: 'upsc-previous-years-environment-2022',
    date: '2026-11-05',
    type: 'Previous Years',
    subject: 'Environment & Ecology',
    year: 2022,
    description: 'Seven questions on conventions, wetlands and energy, with a chart to read.',
    questions: environment2022,
  },
  {
    title: 'Daily Current Affairs Quiz - 28 November 2026',
    slug: 'upsc-daily-quiz-2026-11-28',
    date: '2026-11-28',
    type: 'Daily',
    subject: 'General Studies',
    description: 'Questions for this quiz are being prepared.',
    questions: [],
  },
  {
    title: 'Monthly Current Affairs Quiz - November 2026',
    slug: 'upsc-monthly-quiz-2026-11',
    date: '2026-11-30',
    type: 'Monthly',
    subject: 'All subjects',
    status: 'Draft',
    description: 'Draft: under review by the faculty, not yet published.',
    // A question still being written (one option so far): the loader drops it and the content
    // report lists it, so a demo build shows what the report looks like.
    questions: [
      ...d1112,
      ...polity2024.slice(0, 2),
      { q: 'Which of these is still being written?', options: ['This one'] },
    ],
  },
];
