/**
 * APPSC quizzes (content type currentAffairsQuiz, exam 'appsc'): options are plain strings.
 * `answer` left out means the first option (the correctAnswer default of 0). Besides the twelve
 * quizzes, one has no questions — the "This quiz has no questions available." case.
 */

const d0810 = [
  {
    q: 'The Polavaram project is being built across which river?',
    options: ['Krishna', 'Godavari', 'Penna', 'Vamsadhara'],
    answer: 1,
    explanation: 'Polavaram (Indira Sagar) is a multipurpose project on the Godavari in Eluru district.',
  },
  {
    q: 'Under which section of the Andhra Pradesh Reorganisation Act, 2014 was Polavaram declared a national project?',
    options: ['Section 26', 'Section 84', 'Section 90', 'Section 94'],
    answer: 2,
    explanation: 'Section 90 declares Polavaram a national project and makes the Union responsible for its execution.',
  },
  {
    q: 'Alluri Sitarama Raju led the Rampa rebellion during:',
    options: ['1879–80', '1922–24', '1930–32', '1942–44'],
    answer: 1,
    explanation:
      'The Rampa rebellion led by Alluri Sitarama Raju lasted from 1922 to 1924. An earlier Rampa uprising took place in 1879–80.',
  },
  {
    q: 'The headquarters of Alluri Sitharama Raju district is:',
    options: ['Paderu', 'Rampachodavaram', 'Araku', 'Chintapalle'],
    explanation: 'The district, formed in 2022 from the Agency areas, has its headquarters at Paderu.',
  },
  {
    q: 'Stree Shakti, the free bus travel scheme of Andhra Pradesh, was launched on:',
    options: ['2 June 2025', '15 August 2025', '2 October 2025', '1 November 2025'],
    answer: 1,
    explanation: 'The scheme was launched on Independence Day, 15 August 2025.',
  },
];

const d0829 = [
  {
    q: 'Kolleru Lake was declared a Ramsar site in:',
    options: ['1999', '2002', '2005', '2012'],
    answer: 1,
    explanation: 'Kolleru became a wildlife sanctuary in 1999 and a Ramsar site in 2002.',
  },
  {
    q: 'Which channel drains Kolleru Lake into the Bay of Bengal?',
    options: ['Budameru', 'Tammileru', 'Upputeru', 'Gundlakamma'],
    answer: 2,
    explanation: "The Upputeru carries Kolleru's waters to the sea. The Budameru and Tammileru flow into the lake.",
  },
  {
    q: 'Under Talliki Vandanam, how much assistance is given per school-going child per year?',
    options: ['₹10,000', '₹12,000', '₹15,000', '₹20,000'],
    answer: 2,
    explanation: 'Mothers receive ₹15,000 a year for each school-going child, subject to 75 per cent attendance.',
  },
  {
    q: 'The minimum attendance required to receive Talliki Vandanam is:',
    options: ['60 per cent', '65 per cent', '75 per cent', '85 per cent'],
    answer: 2,
    explanation: 'A 75 per cent attendance condition makes it a conditional cash transfer.',
  },
  {
    q: "Visakhapatnam's planned AI data centre hub includes which of the following?",
    options: [
      'An international subsea cable landing station',
      'A nuclear power plant',
      'A new major port trust',
      'A space launch pad',
    ],
    explanation:
      'The project includes a subsea cable landing station linking Visakhapatnam directly to global networks.',
  },
];

const d0915 = [
  {
    q: 'SDSC SHAR at Sriharikota lies between the Bay of Bengal and which lake?',
    options: ['Kolleru', 'Pulicat', 'Chilika', 'Hussain Sagar'],
    answer: 1,
    explanation:
      'Sriharikota is a barrier island separating Pulicat Lake from the Bay of Bengal, in Tirupati district.',
  },
  {
    q: 'Rockets from Sriharikota are launched eastward mainly to:',
    options: [
      "Gain from the Earth's rotation",
      'Avoid the Western Ghats',
      'Use the monsoon winds',
      'Stay close to the Tropic of Cancer',
    ],
    explanation:
      'The Earth rotates from west to east, so an eastward launch gets a free boost in speed; spent stages also fall into the sea.',
  },
  {
    q: 'The Amaravati land pooling scheme was introduced in:',
    options: ['2014', '2015', '2017', '2019'],
    answer: 1,
    explanation: 'Farmers of 29 villages pooled about 33,000 acres under the 2015 land pooling scheme.',
  },
  {
    q: 'Dr. Sarvepalli Radhakrishnan served as Vice-Chancellor of which university from 1931 to 1936?',
    options: ['University of Madras', 'Osmania University', 'Andhra University', 'Sri Venkateswara University'],
    answer: 2,
    explanation: 'He led Andhra University at Waltair before becoming Vice-Chancellor of Banaras Hindu University.',
  },
  {
    q: 'Annadata Sukhibhava provides a farmer family with how much per year, including PM-KISAN?',
    options: ['₹12,000', '₹15,000', '₹20,000', '₹24,000'],
    answer: 2,
    explanation: 'The total is ₹20,000 a year: ₹6,000 from PM-KISAN and ₹14,000 from the state.',
  },
];

const d1002 = [
  {
    q: 'Andhra State was formed on 1 October 1953 with which city as its capital?',
    options: ['Visakhapatnam', 'Guntur', 'Kurnool', 'Vijayawada'],
    answer: 2,
    explanation:
      'Kurnool was the capital of Andhra State until Andhra Pradesh was formed on 1 November 1956 with Hyderabad as capital.',
  },
  {
    q: 'Potti Sriramulu fasted for how many days before his death in December 1952?',
    options: ['28', '42', '58', '64'],
    answer: 2,
    explanation: 'He began his fast on 19 October 1952 and died on 15 December 1952, after 58 days.',
  },
  {
    q: 'Who was the first Chief Minister of Andhra State?',
    options: ['Tanguturi Prakasam', 'Neelam Sanjiva Reddy', 'Bezawada Gopala Reddy', 'Burgula Ramakrishna Rao'],
    explanation: 'Tanguturi Prakasam, "Andhra Kesari", became the first Chief Minister of Andhra State in 1953.',
  },
  {
    q: 'The Sri Bagh Pact of 1937 was an agreement between leaders of:',
    options: [
      'Coastal Andhra and Rayalaseema',
      'Andhra and Telangana',
      'Andhra and Tamil regions',
      'The Congress and the Justice Party',
    ],
    explanation:
      'The pact, signed at Sri Bagh in Madras, assured Rayalaseema of a share of river waters, a university and the capital or High Court.',
  },
  {
    q: 'Which of the following ten principles is the first in the Swarna Andhra @2047 vision?',
    options: ['Zero poverty', 'Deep technology', 'Water security', 'Swachh Andhra'],
    explanation: 'Zero poverty, pursued through the P4 model, is the first of the ten principles.',
  },
];

const d1019 = [
  {
    q: 'The Diviseema cyclone of 1977 struck which river delta?',
    options: ['Godavari', 'Krishna', 'Penna', 'Nagavali'],
    answer: 1,
    explanation: 'The storm surge of November 1977 devastated Diviseema in the Krishna delta.',
  },
  {
    q: 'The green hydrogen hub at Pudimadaka is in which district?',
    options: ['Anakapalli', 'Kakinada', 'Nellore', 'Srikakulam'],
    explanation: 'Pudimadaka is on the coast of Anakapalli district, near Visakhapatnam.',
  },
  {
    q: 'The National Green Hydrogen Mission targets green hydrogen production by 2030 of:',
    options: [
      '1 million tonnes a year',
      '5 million tonnes a year',
      '10 million tonnes a year',
      '50 million tonnes a year',
    ],
    answer: 1,
    explanation: 'The mission, approved in 2023, aims at 5 million tonnes a year by 2030.',
  },
  {
    q: 'Article 262 of the Constitution deals with:',
    options: [
      'Adjudication of inter-state water disputes',
      'The Finance Commission',
      'The Inter-State Council',
      'Trade and commerce within India',
    ],
    explanation:
      'Article 262 lets Parliament provide for adjudicating inter-state river water disputes and bar courts from hearing them.',
  },
  {
    q: 'The Krishna Water Disputes Tribunal-II is also known as the:',
    options: ['Bachawat Tribunal', 'Brijesh Kumar Tribunal', 'Bansal Tribunal', 'Palekar Tribunal'],
    answer: 1,
    explanation: 'KWDT-II, set up in 2004, is chaired by Justice Brijesh Kumar. KWDT-I was the Bachawat Tribunal.',
  },
];

const d1110 = [
  {
    q: 'Coringa Wildlife Sanctuary, known for its mangroves, is near which town?',
    options: ['Machilipatnam', 'Kakinada', 'Nellore', 'Ongole'],
    answer: 1,
    explanation: 'Coringa lies in the Godavari delta near Kakinada and was declared a sanctuary in 1978.',
  },
  {
    q: 'MISHTI, launched in 2023, is a scheme for:',
    options: [
      'Mangrove plantation along the coast',
      'Millet processing',
      'Micro-irrigation',
      'Marine fisheries insurance',
    ],
    explanation: 'MISHTI stands for Mangrove Initiative for Shoreline Habitats and Tangible Incomes.',
  },
  {
    q: 'Which of the following products from Andhra Pradesh has a GI tag?',
    options: ['Araku Valley Arabica Coffee', 'Nilgiri tea', 'Coorg orange', 'Darjeeling tea'],
    explanation:
      'Araku Valley Arabica Coffee, grown by tribal farmers, received a GI tag in 2019. The others are from other states.',
  },
  {
    q: 'Etikoppaka toys, which carry a GI tag, are made in which district?',
    options: ['NTR', 'Anakapalli', 'Chittoor', 'Kurnool'],
    answer: 1,
    explanation:
      'Etikoppaka lacquered wooden toys come from Anakapalli district; Kondapalli toys come from NTR district.',
  },
  {
    q: 'The drone city of Andhra Pradesh is being developed at:',
    options: ['Orvakal', 'Sri City', 'Hindupur', 'Kopparthy'],
    explanation:
      'Orvakal in Kurnool district hosts the drone manufacturing and testing hub under the AP Drone Policy 2024–29.',
  },
];

const extraAug = [
  {
    q: 'Which tribe is primarily associated with the Nallamala forests?',
    options: ['Koya', 'Chenchu', 'Savara', 'Jatapu'],
    answer: 1,
    explanation: 'The Chenchus, a particularly vulnerable tribal group, live in the Nallamala hills.',
  },
  {
    q: 'The Polavaram hydroelectric project has a planned installed capacity of:',
    options: ['480 MW', '720 MW', '960 MW', '1,200 MW'],
    answer: 2,
    explanation: 'The power house at Polavaram is planned for 960 MW.',
  },
];

const group1Pattern2024 = [
  {
    q: 'Which of the following is the largest tiger reserve in India by area?',
    options: ['Nagarjunasagar–Srisailam', 'Sundarbans', 'Jim Corbett', 'Kanha'],
    explanation: 'Nagarjunasagar–Srisailam Tiger Reserve, in the Nallamala hills, is the largest by area.',
  },
  {
    q: 'Seshachalam Biosphere Reserve is the only natural habitat of:',
    options: ['Red sanders', 'Sandalwood', 'Teak', 'Rosewood'],
    explanation: 'Red sanders (Pterocarpus santalinus) is endemic to the Seshachalam and adjoining hills.',
  },
  {
    q: 'Which is the highest peak of the Eastern Ghats?',
    options: ['Mahendragiri', 'Arma Konda', 'Horsley Hills', 'Talakona'],
    answer: 1,
    explanation:
      'Arma Konda (Jindhagada peak), about 1,680 m, in the Alluri Sitharama Raju district is the highest peak of the Eastern Ghats.',
  },
  {
    q: 'The States Reorganisation Commission of 1953 was chaired by:',
    options: ['K. M. Panikkar', 'H. N. Kunzru', 'Fazl Ali', 'S. K. Dhar'],
    answer: 2,
    explanation: 'Justice Fazl Ali chaired the commission; K. M. Panikkar and H. N. Kunzru were its members.',
  },
  {
    q: 'The Samatha judgment (1997) of the Supreme Court relates to:',
    options: [
      'Mining leases in Scheduled Areas',
      'Reservation in promotions',
      'Inter-state water disputes',
      'Sexual harassment at the workplace',
    ],
    explanation:
      'The court held that mining leases in Fifth Schedule areas cannot be given to non-tribals, including private companies.',
  },
  {
    q: 'The Panchayats (Extension to Scheduled Areas) Act was passed in:',
    options: ['1993', '1996', '2006', '2013'],
    answer: 1,
    explanation:
      'PESA was enacted in 1996 to extend Part IX of the Constitution to Fifth Schedule areas with special powers for gram sabhas.',
  },
];

const group2Pattern2023 = [
  {
    q: 'Which district of Andhra Pradesh is known for Banganapalle mangoes?',
    options: ['Nandyal', 'Krishna', 'Vizianagaram', 'Prakasam'],
    explanation: 'Banganapalle, the home of the GI-tagged mango, is in Nandyal district (formerly part of Kurnool).',
  },
  {
    q: 'Hudhud, the cyclone that severely damaged Visakhapatnam, struck in:',
    options: ['2010', '2014', '2018', '2021'],
    answer: 1,
    explanation: 'Hudhud made landfall near Visakhapatnam in October 2014.',
  },
  {
    q: 'Who among the following was a member of the JVP Committee of 1949?',
    options: ['Pattabhi Sitaramayya', 'T. Prakasam', 'N. G. Ranga', 'Potti Sriramulu'],
    explanation: 'The JVP Committee comprised Jawaharlal Nehru, Vallabhbhai Patel and Pattabhi Sitaramayya.',
  },
  {
    q: 'The Krishna river enters the Bay of Bengal near:',
    options: ['Hamsaladeevi', 'Antarvedi', 'Kalingapatnam', 'Bhimunipatnam'],
    explanation:
      'The Krishna meets the sea near Hamsaladeevi in Krishna district. Antarvedi is at a mouth of the Godavari.',
  },
  {
    q: 'Under NTR Bharosa, the monthly pension for the elderly is:',
    options: ['₹2,750', '₹3,000', '₹4,000', '₹6,000'],
    answer: 2,
    explanation: 'Elderly pensioners receive ₹4,000 a month; persons with disabilities receive ₹6,000.',
  },
  {
    q: 'The original Deepam scheme of Andhra Pradesh, launched in 1999, provided:',
    options: [
      'LPG connections to women from poor households',
      'Solar lamps to villages',
      'Free electricity to farmers',
      'Kerosene subsidies',
    ],
    explanation:
      'Deepam gave LPG connections to poor women through self-help groups; Deepam-2 (2024) reimburses three cylinders a year.',
  },
  {
    q: 'Which of these is NOT a greenfield port being developed in Andhra Pradesh?',
    options: ['Ramayapatnam', 'Machilipatnam', 'Mulapeta', 'Gangavaram'],
    answer: 3,
    explanation: 'Gangavaram is an existing port near Visakhapatnam; the other three are new greenfield ports.',
  },
];

const economyPattern2022 = [
  {
    q: 'The Visakhapatnam–Chennai Industrial Corridor is being developed with support from:',
    options: ['The Asian Development Bank', 'The New Development Bank', 'JICA', 'The World Bank'],
    explanation:
      "The Asian Development Bank is the lead partner for the VCIC, India's first coastal economic corridor.",
  },
  {
    q: 'Which Union programme promotes port-led development and coastal shipping?',
    options: ['Bharatmala', 'Sagarmala', 'Parvatmala', 'Gati Shakti Vishwavidyalaya'],
    answer: 1,
    explanation: 'Sagarmala promotes port modernisation, port connectivity and port-led industrialisation.',
  },
  {
    q: 'APCNF, which won the Gulbenkian Prize for Humanity in 2024, is implemented by:',
    options: ['Rythu Sadhikara Samstha', 'NABARD', 'APIIC', 'SERP'],
    explanation:
      'Rythu Sadhikara Samstha, a not-for-profit set up by the state, runs community-managed natural farming.',
  },
  {
    q: 'Which scheme of the state government reimburses the cost of LPG cylinders?',
    options: ['Deepam-2', 'Talliki Vandanam', 'Stree Shakti', 'Annadata Sukhibhava'],
    explanation: 'Deepam-2 reimburses three LPG cylinders a year to eligible households.',
  },
  {
    q: "P4, the state's poverty initiative, stands for:",
    options: [
      'Public–Private–People Partnership',
      "People's Plan for Poverty Prevention",
      'Public Programme for Poor People',
      'Private Partnership for Prosperity',
    ],
    explanation: 'P4 adds "people" to the public–private partnership model: well-off families mentor poor families.',
  },
  {
    q: 'The Swarna Andhra @2047 vision targets a state economy of about:',
    options: ['USD 1 trillion', 'USD 2.4 trillion', 'USD 5 trillion', 'USD 10 trillion'],
    answer: 1,
    explanation: 'The vision aims at a USD 2.4 trillion economy and a per capita income of about USD 42,000 by 2047.',
  },
];

export default [
  {
    title: 'APPSC Daily Quiz - 10 August 2026',
    slug: 'appsc-daily-quiz-2026-08-10',
    date: '2026-08-10',
    type: 'Daily',
    subject: 'Andhra Pradesh Affairs',
    description: 'Polavaram, the Rampa rebellion and Stree Shakti.',
    questions: d0810,
  },
  {
    title: 'APPSC Daily Quiz - 29 August 2026',
    slug: 'appsc-daily-quiz-2026-08-29',
    date: '2026-08-29',
    type: 'Daily',
    subject: 'Environment & Schemes',
    description: 'Kolleru Lake, Talliki Vandanam and the Visakhapatnam data hub.',
    questions: d0829,
  },
  {
    title: 'APPSC Daily Quiz - 15 September 2026',
    slug: 'appsc-daily-quiz-2026-09-15',
    date: '2026-09-15',
    type: 'Daily',
    subject: 'Science, History & Schemes',
    questions: d0915,
  },
  {
    title: 'APPSC Daily Quiz - 2 October 2026',
    slug: 'appsc-daily-quiz-2026-10-02',
    date: '2026-10-02',
    type: 'Daily',
    subject: 'History of Andhra Pradesh',
    description: 'Andhra State formation day special.',
    questions: d1002,
  },
  {
    title: 'APPSC Daily Quiz - 19 October 2026',
    slug: 'appsc-daily-quiz-2026-10-19',
    date: '2026-10-19',
    type: 'Daily',
    subject: 'Geography & Economy',
    description: 'Cyclones, green hydrogen and Krishna waters.',
    questions: d1019,
  },
  {
    title: 'APPSC Daily Quiz - 10 November 2026',
    slug: 'appsc-daily-quiz-2026-11-10',
    date: '2026-11-10',
    type: 'Daily',
    subject: 'Environment & Culture',
    description: 'Coringa mangroves, GI tags and the drone city.',
    questions: d1110,
  },
  {
    title: 'APPSC Monthly Quiz - August 2026',
    slug: 'appsc-monthly-quiz-2026-08',
    date: '2026-08-31',
    type: 'Monthly',
    subject: 'All subjects',
    description: "Twelve questions covering August's state news.",
    questions: [...d0810, ...d0829.slice(0, 5), ...extraAug],
  },
  {
    title: 'APPSC Monthly Quiz - September 2026',
    slug: 'appsc-monthly-quiz-2026-09',
    date: '2026-09-30',
    type: 'Monthly',
    subject: 'All subjects',
    description: 'September revision in eight questions.',
    questions: [...d0915, ...d1002.slice(3, 5), extraAug[0]],
  },
  {
    title: 'APPSC Monthly Quiz - October 2026',
    slug: 'appsc-monthly-quiz-2026-10',
    date: '2026-10-31',
    type: 'Monthly',
    subject: 'All subjects',
    description: 'October revision: formation day, cyclones and water sharing.',
    questions: [...d1002.slice(0, 3), ...d1019],
  },
  {
    title: 'APPSC Previous Paper Practice: Group-1 Prelims (2024 pattern)',
    slug: 'appsc-previous-group1-2024',
    date: '2026-09-04',
    type: 'Previous',
    subject: 'Geography, Polity & History of AP',
    year: 2024,
    description: 'Original questions in the style of the 2024 Group-1 screening test.',
    questions: group1Pattern2024,
  },
  {
    title: 'APPSC Previous Paper Practice: Group-2 Prelims (2023 pattern)',
    slug: 'appsc-previous-group2-2023',
    date: '2026-10-05',
    type: 'Previous',
    subject: 'Andhra Pradesh Studies',
    year: 2023,
    description: "Seven questions on the state's history, geography and schemes.",
    questions: group2Pattern2023,
  },
  {
    title: 'APPSC Previous Paper Practice: Economy of AP (2022 pattern)',
    slug: 'appsc-previous-economy-2022',
    date: '2026-11-07',
    type: 'Previous',
    subject: 'Economy of Andhra Pradesh',
    year: 2022,
    questions: economyPattern2022,
  },
  {
    title: 'APPSC Daily Quiz - 27 November 2026',
    slug: 'appsc-daily-quiz-2026-11-27',
    date: '2026-11-27',
    type: 'Daily',
    subject: 'Andhra Pradesh Affairs',
    description: 'Questions for this quiz are being prepared.',
    questions: [],
  },
];
