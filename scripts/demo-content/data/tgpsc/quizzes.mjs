/**
 * TGPSC quizzes (content type currentAffairsQuiz, exam 'tgpsc'): options are plain strings.
 * `answer` left out means the first option (the correctAnswer default of 0). Besides the twelve
 * quizzes, one has no questions.
 */

const d0805 = [
  {
    q: 'Under Rythu Bharosa, how much investment support is paid per acre each year?',
    options: ['₹10,000', '₹12,000', '₹15,000', '₹20,000'],
    answer: 1,
    explanation:
      'Rythu Bharosa pays ₹12,000 per acre per year — ₹6,000 for each season. Its predecessor Rythu Bandhu paid ₹10,000.',
  },
  {
    q: 'Indiramma Atmiya Bharosa provides ₹12,000 a year to:',
    options: [
      'Landless agricultural labour families',
      'Tenant farmers only',
      'Self-help groups',
      'Unemployed graduates',
    ],
    explanation: 'The scheme supports landless agricultural labour families that worked under MGNREGS.',
  },
  {
    q: 'The first bonam of the Bonalu season is offered at the temple in:',
    options: ['Golconda Fort', 'Lal Darwaza', 'Secunderabad', 'Balkampet'],
    explanation:
      'Celebrations begin at the Jagadambika temple in Golconda Fort and then move to Secunderabad and Lal Darwaza.',
  },
  {
    q: 'Kawal Tiger Reserve is located in which districts?',
    options: [
      'Nagarkurnool and Nalgonda',
      'Nirmal and Mancherial',
      'Mulugu and Bhadradri Kothagudem',
      'Adilabad and Kumuram Bheem Asifabad',
    ],
    answer: 1,
    explanation:
      'Kawal lies in Nirmal and Mancherial districts along the Godavari. Amrabad is in Nagarkurnool and Nalgonda.',
  },
  {
    q: 'Which of the following is the "PURE" zone in the Telangana Rising 2047 vision?',
    options: [
      'The area within the Outer Ring Road',
      'The area between the Outer Ring Road and the Regional Ring Road',
      'The area beyond the Regional Ring Road',
      'The Godavari coalfield region',
    ],
    answer: 1,
    explanation:
      'CURE is the core urban area within the ORR, PURE the peri-urban belt between the ORR and the RRR, and RARE the rural region beyond.',
  },
];

const d0826 = [
  {
    q: 'In State of Punjab v. Davinder Singh (2024), the Supreme Court held that:',
    options: [
      'States may sub-classify Scheduled Castes for reservation',
      'Reservation in promotions is unconstitutional',
      'The creamy layer applies to all SC reservations',
      'Only Parliament can alter the list of Scheduled Castes',
    ],
    explanation:
      'A seven-judge bench ruled 6:1 that states may sub-classify SCs on the basis of empirical data, overruling E. V. Chinnaiah (2004).',
  },
  {
    q: 'Telangana implemented SC sub-categorisation from:',
    options: ['26 January 2025', '14 April 2025', '2 June 2025', '15 August 2025'],
    answer: 1,
    explanation:
      'The Telangana Scheduled Castes (Rationalisation of Reservations) Act, 2025 came into effect on Ambedkar Jayanti, 14 April 2025.',
  },
  {
    q: 'Genome Valley, the life sciences cluster of Hyderabad, was established in:',
    options: ['1989', '1999', '2009', '2014'],
    answer: 1,
    explanation: 'Genome Valley was set up in 1999 on the northern edge of Hyderabad.',
  },
  {
    q: "Which public sector company's plant in the 1960s is considered the seed of Hyderabad's pharma industry?",
    options: ['BHEL', 'IDPL', 'HAL', 'ECIL'],
    answer: 1,
    explanation:
      'Indian Drugs and Pharmaceuticals Limited set up its synthetic drugs plant in Hyderabad; many of its scientists later founded private firms.',
  },
  {
    q: 'Hussain Sagar lake was built during the reign of:',
    options: ['Ibrahim Quli Qutb Shah', 'Muhammad Quli Qutb Shah', 'Mir Osman Ali Khan', 'Ganapati Deva'],
    explanation: 'Hussain Sagar was built in 1562 during the reign of Ibrahim Quli Qutb Shah.',
  },
];

const d0918 = [
  {
    q: 'The Bhoodan movement began at Pochampally on:',
    options: ['18 April 1951', '15 August 1951', '2 October 1952', '26 January 1950'],
    explanation:
      'On 18 April 1951 Vedire Ramachandra Reddy donated 100 acres to Vinoba Bhave for landless families at Pochampally.',
  },
  {
    q: 'Free bus travel for women under the Mahalakshmi scheme began on:',
    options: ['2 June 2023', '9 December 2023', '26 January 2024', '14 April 2024'],
    answer: 1,
    explanation: 'Mahalakshmi free bus travel in TGSRTC buses began on 9 December 2023.',
  },
  {
    q: 'The Pranahita river is formed by the confluence of:',
    options: ['Wardha and Wainganga', 'Manjira and Manair', 'Bhima and Krishna', 'Penganga and Indravati'],
    explanation: 'The Wardha and the Wainganga join to form the Pranahita, which joins the Godavari at Kaleshwaram.',
  },
  {
    q: 'Whose death in July 1946 sparked the Telangana Armed Struggle?',
    options: ['Doddi Komaraiah', 'Chakali Ailamma', 'Ravi Narayan Reddy', 'Shoebullah Khan'],
    explanation: "Doddi Komaraiah was killed at Kadavendi by the deshmukh's men in July 1946.",
  },
  {
    q: 'The Hyderabad army surrendered during Operation Polo to:',
    options: [
      'Major General J. N. Chaudhuri',
      'General K. M. Cariappa',
      'Field Marshal Sam Manekshaw',
      'Lt. General Rajendrasinhji',
    ],
    explanation:
      'Major General J. N. Chaudhuri accepted the surrender on 18 September 1948 and became Military Governor of Hyderabad.',
  },
];

const d1011 = [
  {
    q: 'The Musi river is a tributary of:',
    options: ['Krishna', 'Godavari', 'Manjira', 'Tungabhadra'],
    explanation: 'The Musi rises in the Anantagiri hills and joins the Krishna near Wazirabad in Nalgonda district.',
  },
  {
    q: 'Osman Sagar and Himayat Sagar were built after the Musi flood of:',
    options: ['1898', '1908', '1928', '1954'],
    answer: 1,
    explanation:
      'After the devastating flood of 1908, the two reservoirs were built upstream on the advice of M. Visvesvaraya.',
  },
  {
    q: 'Under Indiramma Indlu, the assistance per house is:',
    options: ['₹3 lakh', '₹4 lakh', '₹5 lakh', '₹6 lakh'],
    answer: 2,
    explanation:
      "Beneficiaries receive ₹5 lakh in instalments linked to construction stages; houses are sanctioned in women's names.",
  },
  {
    q: 'The state flower of Telangana, used in Bathukamma, is:',
    options: ['Tangedu', 'Lotus', 'Jasmine', 'Marigold'],
    explanation: 'Tangedu (Cassia auriculata) is the state flower and a key flower of Bathukamma.',
  },
  {
    q: 'Bathukamma celebrations end with:',
    options: [
      'Saddula Bathukamma on Durgashtami',
      'Engili Pula Bathukamma on Mahalaya Amavasya',
      'Bonalu on Ashada Amavasya',
      'Sankranti',
    ],
    explanation:
      'The nine-day festival begins with Engili Pula Bathukamma and ends with Saddula Bathukamma on Durgashtami.',
  },
];

const d1024 = [
  {
    q: 'T-Works, opened in Hyderabad in 2023, is:',
    options: [
      'A prototyping centre for hardware start-ups',
      "A women's entrepreneurship incubator",
      'A skills university',
      'A semiconductor fab',
    ],
    explanation: "T-Works is India's largest prototyping centre. WE Hub is the incubator for women entrepreneurs.",
  },
  {
    q: 'Which judgment laid down the 50 per cent ceiling on reservations?',
    options: ['Indra Sawhney (1992)', 'M. Nagaraj (2006)', 'I. R. Coelho (2007)', 'Janhit Abhiyan (2022)'],
    explanation:
      'Indra Sawhney held that reservations should not ordinarily exceed 50 per cent. Janhit Abhiyan upheld the 10 per cent EWS quota.',
  },
  {
    q: 'The Bhu Bharati Act replaced which land records system?',
    options: ['Dharani', 'Meebhoomi', 'Bhoomi', 'Webland'],
    explanation:
      'The Telangana Bhu Bharati (Record of Rights in Land) Act, 2025 replaced the 2020 law under which the Dharani portal was run.',
  },
  {
    q: 'Ramappa temple was inscribed on the UNESCO World Heritage List in:',
    options: ['2014', '2019', '2021', '2023'],
    answer: 2,
    explanation:
      "The Rudreswara (Ramappa) temple at Palampet was inscribed in 2021 as India's 39th World Heritage Site.",
  },
  {
    q: 'The Ramappa temple was built by Recharla Rudra, a general of which Kakatiya ruler?',
    options: ['Rudrama Devi', 'Ganapati Deva', 'Prataparudra', 'Prola II'],
    answer: 1,
    explanation: 'Recharla Rudra built the temple in 1213 CE during the reign of Ganapati Deva.',
  },
];

const d1113 = [
  {
    q: 'Singareni Collieries Company Limited is jointly owned by the Telangana government and the Union government in the ratio:',
    options: ['51:49', '50:50', '74:26', '26:74'],
    explanation: 'The state holds 51 per cent and the Union 49 per cent.',
  },
  {
    q: 'Under Gruha Jyothi, free electricity is given to households consuming up to:',
    options: ['100 units a month', '150 units a month', '200 units a month', '300 units a month'],
    answer: 2,
    explanation:
      "Households using up to 200 units a month pay no bill. The Union's PM Surya Ghar targets up to 300 units through rooftop solar.",
  },
  {
    q: 'Medaram Jatara is held once every:',
    options: ['Year', 'Two years', 'Six years', 'Twelve years'],
    answer: 1,
    explanation: 'The Sammakka Saralamma Jatara is a biennial festival held in the month of Magha.',
  },
  {
    q: 'Medaram Jatara is organised by which tribe?',
    options: ['Koya', 'Gond', 'Lambada', 'Chenchu'],
    explanation: 'The Koya tribe organises the jatara in honour of Sammakka and Saralamma.',
  },
  {
    q: 'Under the Code on Social Security, 2020, aggregators may be required to contribute for gig workers up to what share of their annual turnover?',
    options: ['1–2 per cent', '5–7 per cent', '10 per cent', '12 per cent'],
    explanation:
      'Aggregators contribute 1–2 per cent of annual turnover, capped at 5 per cent of the amount paid to gig and platform workers.',
  },
];

const extraSep = [
  {
    q: 'Who led the Telangana Praja Samithi during the 1969 agitation?',
    options: ['Marri Chenna Reddy', 'K. V. Ranga Reddy', 'Konda Laxman Bapuji', 'P. V. Narasimha Rao'],
    explanation: 'Marri Chenna Reddy led the TPS, which won 10 of 14 Lok Sabha seats in Telangana in 1971.',
  },
  {
    q: 'Hyderabad became a Part B state in 1950 with the Nizam as:',
    options: ['Governor', 'Rajpramukh', 'Chief Commissioner', 'Lieutenant Governor'],
    answer: 1,
    explanation:
      'Under the Constitution, Part B states were headed by a Rajpramukh; the Nizam held this post until 1956.',
  },
];

const group1Pattern2024 = [
  {
    q: "The Gentlemen's Agreement between leaders of Andhra and Telangana was signed in:",
    options: ['1953', '1956', '1969', '1973'],
    answer: 1,
    explanation: 'It was signed in Delhi in February 1956, before the formation of Andhra Pradesh on 1 November 1956.',
  },
  {
    q: 'The Mulki Rules were first issued in Hyderabad State in:',
    options: ['1868', '1919', '1948', '1956'],
    answer: 1,
    explanation:
      "The Nizam's firman of 1919 reserved government jobs for mulkis, those born or long resident in the state.",
  },
  {
    q: 'Article 371D of the Constitution was inserted by which Amendment?',
    options: ['7th Amendment', '32nd Amendment', '42nd Amendment', '73rd Amendment'],
    answer: 1,
    explanation:
      'The 32nd Amendment Act, 1973 inserted Article 371D to implement the Six-Point Formula on local cadres and admissions.',
  },
  {
    q: 'The Srikrishna Committee on the Telangana issue submitted its report on:',
    options: ['9 December 2009', '30 December 2010', '10 March 2011', '30 July 2013'],
    answer: 1,
    explanation:
      "The report of 30 December 2010 offered six options. 9 December 2009 was the Union's announcement and 30 July 2013 the CWC resolution.",
  },
  {
    q: 'Government Order 610, issued in 1985, related to:',
    options: [
      'Repatriation of non-local employees from Telangana posts',
      'Land ceiling',
      'Prohibition of liquor',
      'Formation of new districts',
    ],
    explanation:
      'G.O. 610 ordered the repatriation of employees appointed to Telangana posts in violation of the Presidential Order of 1975.',
  },
  {
    q: 'The Sakala Janula Samme of 2011 was:',
    options: [
      'A 42-day general strike by all sections of society',
      'A march to Parliament',
      'A hunger strike by students',
      'A boycott of elections',
    ],
    explanation:
      'The general strike of September–October 2011 brought administration in the region to a halt for 42 days.',
  },
];

const group2Pattern2023 = [
  {
    q: 'Which of the following products from Telangana has a GI tag?',
    options: ['Pochampally Ikat', 'Kanchipuram silk', 'Chanderi saree', 'Patola'],
    explanation:
      'Pochampally Ikat, woven in Yadadri Bhuvanagiri district, was among the first handloom products to get a GI tag.',
  },
  {
    q: 'The state bird of Telangana is:',
    options: ['Palapitta (Indian roller)', 'Peacock', 'Rama chiluka (parakeet)', 'Kingfisher'],
    explanation: 'The Palapitta, or Indian roller, is the state bird; the state animal is the Jinka (spotted deer).',
  },
  {
    q: 'The Godavari enters Telangana at:',
    options: ['Kandakurthy', 'Bhadrachalam', 'Basara', 'Kaleshwaram'],
    explanation:
      'The Godavari enters Telangana at Kandakurthy in Nizamabad district, where it is joined by the Manjira and the Haridra.',
  },
  {
    q: 'Which irrigation project in Telangana was built on the Manjira river in the 1920s?',
    options: ['Nizam Sagar', 'Sriram Sagar', 'Jurala', 'Nagarjunasagar'],
    explanation: "Nizam Sagar was built on the Manjira between 1923 and 1931 under the Nizam's government.",
  },
  {
    q: 'Mission Bhagiratha primarily aims to:',
    options: [
      'Supply safe piped drinking water to every household',
      'Restore minor irrigation tanks',
      'Build lift irrigation schemes',
      'Provide free electricity to farmers',
    ],
    explanation:
      'Mission Bhagiratha supplies treated surface water to households, helping end fluorosis in Nalgonda. Tank restoration is Mission Kakatiya.',
  },
  {
    q: 'The first popular government of Hyderabad State (1952) was headed by:',
    options: ['Burgula Ramakrishna Rao', 'Marri Chenna Reddy', 'Neelam Sanjiva Reddy', 'Swami Ramananda Tirtha'],
    explanation: 'Burgula Ramakrishna Rao became Chief Minister after the 1952 elections.',
  },
  {
    q: "The Kakatiya Kala Thoranam, which appears in Telangana's state emblem, is located at:",
    options: ['Warangal Fort', 'Golconda Fort', 'Bhongir Fort', 'Medak Fort'],
    explanation: 'The Kakatiya arch (Kala Thoranam) stands in the Warangal Fort complex.',
  },
];

const economyPattern2022 = [
  {
    q: 'The Godavari valley coalfield is significant because it is:',
    options: [
      'The only major coalfield in South India',
      'The largest lignite field in India',
      "India's oldest coalfield",
      'An offshore coalfield',
    ],
    explanation:
      'The Godavari valley is the only major coalfield in South India; Neyveli in Tamil Nadu produces lignite.',
  },
  {
    q: "Telangana's caste survey of 2024 found Backward Classes, including Muslim BCs, to be about what share of the population?",
    options: ['36 per cent', '46 per cent', '56 per cent', '66 per cent'],
    answer: 2,
    explanation: 'BCs including Muslim BCs were about 56 per cent; excluding Muslim BCs, about 46 per cent.',
  },
  {
    q: 'Which Union scheme provides central assistance for rural housing?',
    options: ['PMAY-Gramin', 'Jal Jeevan Mission', 'DAY-NRLM', 'PMGSY'],
    explanation:
      'Pradhan Mantri Awas Yojana-Gramin funds rural houses; states such as Telangana add their own assistance.',
  },
  {
    q: 'Rythu Bima, a scheme of Telangana, provides farmers with:',
    options: ['Life insurance of ₹5 lakh', 'Crop insurance at no premium', 'Free tractors', 'Interest-free crop loans'],
    explanation:
      'Rythu Bima gives life insurance cover of ₹5 lakh to farmers aged 18 to 59, with the premium paid by the state.',
  },
  {
    q: 'WE Hub, established in 2018, is:',
    options: [
      "India's first state-led incubator for women entrepreneurs",
      "A women's self-help group federation",
      'A hub for women in the police',
      "A women's university",
    ],
    explanation: 'WE Hub was the first state-led incubator dedicated to women entrepreneurs in India.',
  },
  {
    q: 'The Future City Development Authority plans Bharat Future City in which district?',
    options: ['Ranga Reddy', 'Medchal–Malkajgiri', 'Sangareddy', 'Yadadri Bhuvanagiri'],
    explanation:
      'Bharat Future City is planned in Ranga Reddy district, south of Hyderabad, between the ORR and the proposed RRR.',
  },
];

export default [
  {
    title: 'TGPSC Daily Quiz - 5 August 2026',
    slug: 'tgpsc-daily-quiz-2026-08-05',
    date: '2026-08-05',
    type: 'Daily',
    subject: 'Telangana Affairs',
    description: 'Rythu Bharosa, Bonalu, tiger reserves and the 2047 vision.',
    questions: d0805,
  },
  {
    title: 'TGPSC Daily Quiz - 26 August 2026',
    slug: 'tgpsc-daily-quiz-2026-08-26',
    date: '2026-08-26',
    type: 'Daily',
    subject: 'Polity & Science',
    description: "SC sub-categorisation, Genome Valley and Hyderabad's lakes.",
    questions: d0826,
  },
  {
    title: 'TGPSC Daily Quiz - 18 September 2026',
    slug: 'tgpsc-daily-quiz-2026-09-18',
    date: '2026-09-18',
    type: 'Daily',
    subject: 'History & Geography',
    description: 'Bhoodan, Mahalakshmi, the Pranahita and Operation Polo.',
    questions: d0918,
  },
  {
    title: 'TGPSC Daily Quiz - 11 October 2026',
    slug: 'tgpsc-daily-quiz-2026-10-11',
    date: '2026-10-11',
    type: 'Daily',
    subject: 'Environment & Culture',
    questions: d1011,
  },
  {
    title: 'TGPSC Daily Quiz - 24 October 2026',
    slug: 'tgpsc-daily-quiz-2026-10-24',
    date: '2026-10-24',
    type: 'Daily',
    subject: 'Polity & Heritage',
    description: 'Reservation, land records and Ramappa temple.',
    questions: d1024,
  },
  {
    title: 'TGPSC Daily Quiz - 13 November 2026',
    slug: 'tgpsc-daily-quiz-2026-11-13',
    date: '2026-11-13',
    type: 'Daily',
    subject: 'Economy & Society',
    description: 'Singareni, Gruha Jyothi, Medaram and gig workers.',
    questions: d1113,
  },
  {
    title: 'TGPSC Monthly Quiz - August 2026',
    slug: 'tgpsc-monthly-quiz-2026-08',
    date: '2026-08-31',
    type: 'Monthly',
    subject: 'All subjects',
    description: "Ten questions from August's Telangana news.",
    questions: [...d0805, ...d0826],
  },
  {
    title: 'TGPSC Monthly Quiz - September 2026',
    slug: 'tgpsc-monthly-quiz-2026-09',
    date: '2026-09-30',
    type: 'Monthly',
    subject: 'All subjects',
    description: 'September revision, with a focus on 17 September and the armed struggle.',
    questions: [...d0918, ...extraSep, d1011[0]],
  },
  {
    title: 'TGPSC Monthly Quiz - October 2026',
    slug: 'tgpsc-monthly-quiz-2026-10',
    date: '2026-10-31',
    type: 'Monthly',
    subject: 'All subjects',
    description: 'October revision in ten questions.',
    questions: [...d1011, ...d1024],
  },
  {
    title: 'TGPSC Previous Paper Practice: Group-1 Prelims (2024 pattern)',
    slug: 'tgpsc-previous-group1-2024',
    date: '2026-09-06',
    type: 'Previous',
    subject: 'Telangana Movement',
    year: 2024,
    description: 'Original questions on the Telangana movement in the style of the 2024 paper.',
    questions: group1Pattern2024,
  },
  {
    title: 'TGPSC Previous Paper Practice: Group-2 (2023 pattern)',
    slug: 'tgpsc-previous-group2-2023',
    date: '2026-10-07',
    type: 'Previous',
    subject: 'Telangana History & Geography',
    year: 2023,
    questions: group2Pattern2023,
  },
  {
    title: 'TGPSC Previous Paper Practice: Economy of Telangana (2022 pattern)',
    slug: 'tgpsc-previous-economy-2022',
    date: '2026-11-08',
    type: 'Previous',
    subject: 'Economy of Telangana',
    year: 2022,
    description: "Six questions on the state's economy, schemes and institutions.",
    questions: economyPattern2022,
  },
  {
    title: 'TGPSC Daily Quiz - 26 November 2026',
    slug: 'tgpsc-daily-quiz-2026-11-26',
    date: '2026-11-26',
    type: 'Daily',
    subject: 'Telangana Affairs',
    description: 'Questions for this quiz are being prepared.',
    questions: [],
  },
];
