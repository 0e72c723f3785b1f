/**
 * APPSC current affairs articles (blogPost, page ['appsc']): Andhra Pradesh affairs plus the
 * national topics the Group examinations ask about. Written for this demo; 2026 events are
 * illustrative. Deliberate gaps: no featured image (Alluri Sitarama Raju), no summary (P4), no
 * tags and no source (Teachers' Day), several without author. The Krishna water-sharing article
 * is in both state sections.
 */
export default [
  {
    slug: 'polavaram-project-diaphragm-wall-progress',
    title: 'Polavaram Project: Diaphragm Wall Work and the Road to Completion',
    date: '2026-08-05',
    category: 'Andhra Pradesh',
    tags: ['Polavaram', 'Irrigation', 'Godavari', 'APPSC Group-1'],
    summary:
      'Work on the new diaphragm wall of the Polavaram dam has crossed another milestone. Why the national project matters for irrigation, drinking water and inter-basin transfer.',
    author: 'K. Sai Prasad',
    source: 'https://jalshakti-dowr.gov.in/',
    image: 'andhra-dam',
    body: `
**Why in news:** Engineers reported steady progress on the new **diaphragm wall** of the Polavaram earth-cum-rock-fill dam, the foundation of the main dam across the **Godavari**.

## About the project

- Also called the **Indira Sagar** project; located in **Eluru district** near Polavaram village.
- Declared a **national project** under **Section 90 of the Andhra Pradesh Reorganisation Act, 2014** — the Union bears the cost of the irrigation component.
- Planned to irrigate about **7.2 lakh acres**, supply drinking water to hundreds of villages and to Visakhapatnam, and generate **960 MW** of hydropower.
- The **right main canal** carries Godavari water to the **Krishna** at the Prakasam Barrage — a Godavari–Krishna link.

## Why the wall was rebuilt

The original diaphragm wall was damaged by heavy floods in 2019–20 while the upstream cofferdam gaps were open. A new wall alongside the old one began in 2025.

### Issues to remember

1. **Rehabilitation and resettlement** of displaced families, many of them tribal, in the Agency areas.
2. **Backwater concerns** raised by Odisha, Chhattisgarh and Telangana.
3. **Cost escalation** and the Union–state sharing of revised estimates.

> **Exam pointer:** Polavaram was one of the projects listed in the Andhra Pradesh Reorganisation Act for completion by the Union government.

**Further reading:** [Department of Water Resources, Ministry of Jal Shakti](https://jalshakti-dowr.gov.in/).
`,
  },
  {
    slug: 'alluri-sitarama-raju-rampa-rebellion',
    title: 'Adivasi Day Special: Alluri Sitarama Raju and the Rampa Rebellion',
    date: '2026-08-09',
    category: 'History & Culture',
    tags: ['Freedom Struggle', 'Tribal History', 'APPSC Group-2'],
    summary:
      "On the International Day of the World's Indigenous Peoples, a look back at the 1922–24 uprising in the Eastern Ghats and the hero who led it.",
    author: 'B. Hymavathi',
    source: 'https://www.ap.gov.in/',
    body: `
**Why in news:** The **International Day of the World's Indigenous Peoples** is observed on **9 August**. In Andhra Pradesh the day recalls the tribal uprisings of the Eastern Ghats, above all the **Rampa rebellion**.

## The rebellion (1922–24)

- Led by **Alluri Sitarama Raju**, who organised the hill tribes of the **Godavari Agency** against colonial rule.
- Causes: the **Madras Forest Act, 1882**, which restricted the tribal practice of **podu** (shifting cultivation) and the collection of forest produce, forced labour on roads, and exploitation by contractors.
- Raju's forces raided police stations at **Chintapalle, Krishnadevipeta and Rajavommangi** to seize arms.
- The British deployed the **Malabar Special Police** and Assam Rifles; Raju was captured and killed in **May 1924**.

## Legacy

Raju is remembered as **"Manyam Veerudu"** (hero of the forests). The district carved out of the Agency areas in 2022 is named **Alluri Sitharama Raju district**, with its headquarters at **Paderu**.

> **Exam pointer:** The earlier **Rampa rebellion of 1879–80** was a separate uprising in the same region, led by hill chiefs against the mansabdar and colonial policies.
`,
  },
  {
    slug: 'stree-shakti-free-bus-travel-one-year',
    title: 'Stree Shakti: A Year of Free Bus Travel for Women',
    date: '2026-08-14',
    category: 'Schemes',
    tags: ['Schemes', 'Women Empowerment', 'APSRTC'],
    summary:
      'The scheme lets women, girls and transgender persons from the state travel free on most APSRTC buses. Ridership has risen, and so has the subsidy bill.',
    source: 'https://www.ap.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** **Stree Shakti**, which offers free travel to women in state-run buses, completes a year on **15 August**.

## Key features

- Free travel for **women, girls and transgender persons** who are residents of Andhra Pradesh.
- Valid on **Palle Velugu, Ultra Palle Velugu, City Ordinary, Metro Express and Express** services of APSRTC within the state; premium services are excluded.
- A **zero-fare ticket** is issued so that travel can be counted and the corporation reimbursed by the government.

## Impact

- More women commuting for work, education and health care, especially from rural areas.
- Savings for households, which are often spent on children's needs.
- Higher occupancy in ordinary services, which has created pressure for more buses.

### Concerns

1. The **reimbursement** bill for APSRTC is large and must be paid on time for the corporation to stay viable.
2. Overcrowding on popular routes.
3. Need for more **electric buses** and drivers to meet the demand.

> **Exam pointer:** Similar schemes run in Telangana (Mahalakshmi), Karnataka (Shakti) and Tamil Nadu, making free bus travel a common state welfare measure in South India.
`,
  },
  {
    slug: 'visakhapatnam-ai-data-centre-hub',
    title: "Visakhapatnam's AI Data Centre Hub: What It Means for the State",
    date: '2026-08-19',
    category: 'Economy',
    tags: ['Data Centres', 'Visakhapatnam', 'Investment', 'Digital Economy'],
    summary:
      'A gigawatt-scale artificial intelligence hub and a new subsea cable landing station could make Visakhapatnam a digital gateway on the Bay of Bengal.',
    author: 'K. Sai Prasad',
    source: 'https://www.ap.gov.in/',
    image: 'andhra-coast',
    body: `
**Why in news:** Construction activity picked up at the sites of the **AI data centre hub** in Visakhapatnam, one of the largest foreign technology investments announced in India.

## The project

- A **gigawatt-scale** data centre campus built by a global technology company with Indian partners.
- An **international subsea cable landing station** at Visakhapatnam, linking the city directly to global networks.
- Large-scale **renewable power** supply arrangements for the campus.

## Why Visakhapatnam

1. Coastal location suited to subsea cables.
2. Availability of land, water and power.
3. The state's **data centre policy**, with incentives for land, power tariffs and single-window clearance.

## What it means

- High-skill jobs and a boost to the city's IT ecosystem.
- Lower latency for digital services across eastern India.
- Demand for skilled technicians, electricians and engineers — a task for universities and ITIs.

### Watch out for

Data centres use large amounts of **water and electricity**. Green power purchase, water recycling and heat re-use need to be built into approvals so that growth stays sustainable.
`,
  },
  {
    slug: 'talliki-vandanam-eligibility-and-rules',
    title: 'Talliki Vandanam: Support for Mothers of School-going Children',
    date: '2026-08-24',
    category: 'Schemes',
    tags: ['Schemes', 'Education', 'DBT', 'APPSC Group-2'],
    summary:
      "The scheme pays ₹15,000 a year for every school-going child to the mother's account, with an attendance condition. Here are the rules aspirants should know.",
    author: 'B. Hymavathi',
    source: 'https://www.ap.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** Funds under **Talliki Vandanam** for the academic year were credited to mothers' bank accounts after school attendance records were verified.

## Key features

- Assistance of **₹15,000 per year** for **each school-going child** from Class 1 to Intermediate in the family — there is no cap on the number of children.
- Paid to the **mother** (or guardian) through direct benefit transfer.
- Covers students of government, aided and private unaided schools and junior colleges.
- A minimum of **75 per cent attendance** is required.

## Eligibility conditions

- Family income below the limits set for rural and urban areas.
- Exclusions for families with government employees, income-tax payers and owners of large landholdings or four-wheelers (with exceptions such as taxis).
- **Aadhaar-seeded** bank accounts and valid rice cards.

### Why it matters

The scheme aims to reduce **drop-outs**, especially at the secondary and intermediate levels, and to ease the cost of schooling for poor families.

> **Exam pointer:** The attendance condition links a cash transfer to a human development outcome — a feature known as a **conditional cash transfer**.
`,
  },
  {
    slug: 'kolleru-lake-restoration',
    title: 'Kolleru Lake: Restoring the Freshwater Wetland between Two Deltas',
    date: '2026-08-28',
    category: 'Environment',
    tags: ['Wetlands', 'Kolleru', 'Ramsar', 'Migratory Birds'],
    summary:
      "One of India's largest freshwater lakes, Kolleru has shrunk under aquaculture. Restoration means balancing livelihoods with the lake's role as a flood buffer and bird haven.",
    author: 'B. Hymavathi',
    source: 'https://www.ramsar.org/',
    image: 'environment-wetland',
    body: `
**Why in news:** The forest department began a fresh survey of encroachments within the **Kolleru Wildlife Sanctuary** ahead of the winter bird season.

## About Kolleru

- A shallow freshwater lake between the **Godavari and Krishna deltas**, in the **Eluru and Krishna districts**.
- Fed by seasonal streams such as the **Budameru** and **Tammileru**, and drained to the sea through the **Upputeru**.
- Declared a **wildlife sanctuary in 1999** and a **Ramsar site in 2002**.
- A breeding ground for the **grey (spot-billed) pelican** and a winter home for migratory birds.

## The problem

Thousands of acres inside the lake were converted into **fish and prawn tanks** in the 1990s and 2000s, cutting water spread, blocking flood flows and polluting the water. **Operation Kolleru (2006)** demolished many tanks below the five-feet contour, but encroachment has returned in places.

## Way forward

1. Clear demarcation of the sanctuary boundary on the ground.
2. Alternative livelihoods for fishing communities, such as eco-tourism and capture fisheries.
3. Treatment of effluents from towns and aquaculture.
4. Restoring drainage through the Upputeru to reduce floods in the deltas.

**Further reading:** the [Ramsar Sites Information Service](https://rsis.ramsar.org/).
`,
  },
  {
    slug: 'sriharikota-why-india-launches-from-andhra',
    title: 'Sriharikota: Why India Launches from the Andhra Coast',
    date: '2026-09-02',
    category: 'Science & Technology',
    tags: ['ISRO', 'SDSC SHAR', 'Space', 'Tirupati'],
    summary:
      "The Satish Dhawan Space Centre on a barrier island in Tirupati district is India's spaceport. A third launch pad is being built for heavier rockets and crewed missions.",
    author: 'K. Sai Prasad',
    source: 'https://www.isro.gov.in/',
    image: 'space-launch',
    body: `
**Why in news:** Work continued on the **Third Launch Pad** at the **Satish Dhawan Space Centre (SDSC SHAR)**, Sriharikota, approved in 2025 to support next-generation launch vehicles.

## Why Sriharikota?

- **East coast location:** rockets are launched eastward to gain from the **Earth's rotation**, and spent stages fall safely into the **Bay of Bengal**.
- **Closeness to the equator** (about 13.7° N) improves payload capacity for geostationary missions.
- **Sparse population** on a barrier island between **Pulicat Lake** and the sea.
- Good rail and road links to Chennai and Tirupati.

## Facts to remember

- The first launch from Sriharikota was a sounding rocket in **1971**.
- The centre was renamed after **Satish Dhawan**, former ISRO chairman, in 2002.
- Chandrayaan-1, 2 and 3, the Mars Orbiter Mission and Aditya-L1 were all launched from here.
- The **first and second launch pads** support PSLV, GSLV and LVM3; the second will handle the first crewed Gaganyaan flight.

### Andhra Pradesh angle

The state has announced a space policy and plans for a **space city** near Sriharikota to attract private satellite and component makers.

**Further reading:** [Satish Dhawan Space Centre](https://www.isro.gov.in/) on the ISRO website.
`,
  },
  {
    slug: 'amaravati-capital-works-funding-land-pooling',
    title: 'Amaravati Capital Works: The Funding Model and the Land Pooling Scheme',
    date: '2026-09-06',
    category: 'Andhra Pradesh',
    tags: ['Amaravati', 'Urban Development', 'Land Pooling', 'APPSC Group-1'],
    summary:
      'Roads, government complexes and trunk infrastructure are rising again in the capital region. How the city is being financed and what land pooling promised farmers.',
    author: 'K. Sai Prasad',
    source: 'https://www.ap.gov.in/',
    image: 'polity-parliament',
    body: `
**Why in news:** Major civil works in the **Amaravati capital city** — trunk roads, the government complex and housing for officials — moved ahead after the restart of construction in 2025.

## The land pooling scheme

- Introduced in **2015**, farmers of 29 villages in **Guntur district** pooled about **33,000 acres** for the capital.
- In return they receive **developed residential and commercial plots**, annual payments for ten years and welfare support for landless families.
- The model avoided compulsory acquisition, but delays in development caused hardship and litigation.

## Financing the capital

1. A loan of about **USD 800 million** from the **World Bank** and an equal amount from the **Asian Development Bank**, under the Amaravati Integrated Urban Development programme.
2. Loans from **HUDCO** and other agencies.
3. Monetisation of land parcels by the **Amaravati Development Corporation**.

### Design features

The master plan follows a **blue-green** concept along the **Krishna river**, with canals, reservoirs and parks for flood management.

> **Exam pointer:** The **Capital Region Development Authority (APCRDA)** plans and regulates development in the capital region.
`,
  },
  {
    slug: 'teachers-day-radhakrishnan-andhra-university',
    title: "Teachers' Day: Dr. Sarvepalli Radhakrishnan and Andhra University",
    date: '2026-09-05',
    category: 'History & Culture',
    summary:
      "The philosopher-President who gave India its Teachers' Day also led Andhra University in its formative years.",
    author: 'B. Hymavathi',
    image: 'judiciary-court',
    body: `
**Why in news:** **Teachers' Day** is observed on **5 September**, the birth anniversary of **Dr. Sarvepalli Radhakrishnan** (1888–1975).

## Life at a glance

- Born at **Tiruttani** in a Telugu-speaking family; studied at Tirupati, Vellore and Madras Christian College.
- Professor of philosophy at Mysore and Calcutta; Spalding Professor of Eastern Religions at **Oxford**.
- **Vice-Chancellor of Andhra University** (1931–36) and later of Banaras Hindu University.
- Chaired the **University Education Commission (1948–49)**.
- First **Vice-President** (1952–62) and second **President** of India (1962–67); awarded the **Bharat Ratna** in 1954.

## Andhra University connection

At Waltair (Visakhapatnam), Radhakrishnan built up the departments of the young university, brought in eminent faculty and set up its science and technology colleges.

### Why the day matters

When students asked to celebrate his birthday, he suggested it be observed as Teachers' Day — a tribute to the profession rather than to a person.
`,
  },
  {
    slug: 'andhra-pradesh-new-ports-ramayapatnam-machilipatnam-mulapeta',
    title: 'New Ports on the Andhra Coast: Ramayapatnam, Machilipatnam and Mulapeta',
    date: '2026-09-10',
    category: 'Economy',
    tags: ['Ports', 'Blue Economy', 'Infrastructure'],
    summary:
      'With a coastline of nearly 1,000 km, Andhra Pradesh is building three greenfield ports and a string of fishing harbours to turn its coast into an economic asset.',
    author: 'K. Sai Prasad',
    source: 'https://www.ap.gov.in/',
    image: 'andhra-coast',
    body: `
**Why in news:** The first phase of the greenfield ports at **Ramayapatnam**, **Machilipatnam** and **Mulapeta** neared completion, with trial cargo operations planned.

## The coastline

- Andhra Pradesh has a coastline of nearly **1,000 km** (974 km by the traditional measure), among the longest of any Indian state.
- Existing major port: **Visakhapatnam** (under the Union); important non-major ports include **Kakinada, Gangavaram and Krishnapatnam**.

## The new ports

- **Ramayapatnam** in Nellore and Prakasam region — bulk and container cargo for southern districts.
- **Machilipatnam** in Krishna district — a historic port town (Masulipatnam), serving the capital region.
- **Mulapeta** in Srikakulam district — to serve the backward north coastal region.
- Ten **fishing harbours** and fish landing centres along the coast.

## Why it matters

1. Port-led industrialisation along the **Visakhapatnam–Chennai Industrial Corridor**.
2. Jobs for coastal communities.
3. Lower logistics costs for exporters of aquaculture products, granite and agricultural goods.

> **Exam pointer:** The **Sagarmala programme** of the Union government promotes port-led development and coastal shipping.
`,
  },
  {
    slug: 'annadata-sukhibhava-farmer-income-support',
    title: 'Annadata Sukhibhava: How the State Tops Up PM-KISAN',
    date: '2026-09-14',
    category: 'Schemes',
    tags: ['Agriculture', 'Schemes', 'DBT'],
    summary:
      "Farmers in Andhra Pradesh receive ₹20,000 a year in income support — ₹6,000 from the Union's PM-KISAN and ₹14,000 from the state.",
    source: 'https://www.ap.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** Another instalment of **Annadata Sukhibhava** was released along with the PM-KISAN instalment.

## The scheme

- **₹20,000 per farmer family per year**, of which **₹6,000** comes from **PM-KISAN** and **₹14,000** from the state.
- Paid in instalments aligned with the **kharif and rabi** seasons.
- Money reaches **Aadhaar-linked** bank accounts through direct benefit transfer after e-KYC.

## Eligibility

- Farmer families with cultivable land recorded in their names.
- Exclusions mirror PM-KISAN: income-tax payers, government employees and certain professionals.

### Issues

1. **Tenant farmers**, who cultivate a large share of land in the deltas, depend on cultivator rights cards to be covered.
2. Timely updating of land records.
3. Income support works best with crop insurance, credit and remunerative prices.

> **Exam pointer:** Rythu Bharosa Kendras, now called **Rythu Seva Kendras**, serve as village-level one-stop centres for seeds, fertilisers and advice.
`,
  },
  {
    slug: 'eastern-ghats-nallamala-seshachalam-papikondalu',
    title: 'The Eastern Ghats of Andhra Pradesh: Nallamala, Seshachalam and Papikondalu',
    date: '2026-09-18',
    category: 'Geography',
    tags: ['Eastern Ghats', 'Biodiversity', 'Protected Areas', 'APPSC Group-2'],
    summary:
      "Broken by great rivers and rich in endemic species, the Eastern Ghats hold the state's biggest forests, from the tiger reserve of Nallamala to the red sanders of Seshachalam.",
    author: 'B. Hymavathi',
    source: 'https://forests.ap.gov.in/',
    image: 'environment-wetland',
    body: `
**Why in news:** A new survey recorded a rise in the number of tigers in the **Nagarjunasagar–Srisailam Tiger Reserve**, spread across the Nallamala hills.

## The Eastern Ghats

Unlike the continuous Western Ghats, the Eastern Ghats are a **discontinuous range**, cut by the **Mahanadi, Godavari, Krishna and Kaveri**. They are older and lower.

## Three landscapes to know

- **Nallamala Hills** (Kurnool, Nandyal, Prakasam, Palnadu): home to the **Nagarjunasagar–Srisailam Tiger Reserve**, the **largest tiger reserve in India** by area; the Chenchu tribe lives here; the Srisailam temple stands on the Krishna.
- **Seshachalam Hills** (Tirupati, Annamayya, YSR Kadapa): declared a **Biosphere Reserve in 2010**; the only natural home of the **red sanders** (_Pterocarpus santalinus_), an endemic tree protected against smuggling.
- **Papikondalu** (Godavari gorge): the **Papikondalu National Park** lies where the Godavari cuts through the hills — an area affected by the Polavaram reservoir.

### Other protected areas

**Coringa** (mangroves), **Kolleru** and **Pulicat** (wetlands), and **Sri Venkateswara National Park** near Tirumala.

> **Exam pointer:** The highest peak of the Eastern Ghats, **Arma Konda (Jindhagada)**, lies in the Alluri Sitharama Raju district.
`,
  },
  {
    slug: 'swarna-andhra-2047-vision',
    title: 'Swarna Andhra @2047: Ten Principles and a Trillion-dollar Target',
    date: '2026-09-22',
    category: 'Economy',
    tags: ['Vision 2047', 'Growth', 'Planning', 'APPSC Group-1'],
    summary:
      "The state's long-term vision aims for a USD 2.4 trillion economy by 2047. Its ten principles, from zero poverty to deep tech, shape district-level plans.",
    author: 'K. Sai Prasad',
    source: 'https://www.ap.gov.in/',
    image: 'economy-growth',
    body: `
**Why in news:** Districts presented their annual progress reports under the **Swarna Andhra @2047** vision, with targets for growth, jobs and human development.

## The vision

- Released in **December 2024**, in line with the national goal of **Viksit Bharat @2047**.
- Targets a state economy of about **USD 2.4 trillion** and a per capita income of around **USD 42,000** by 2047.
- Aims at a double-digit annual growth rate.

## The ten principles

1. **Zero poverty**, through the P4 model.
2. **Employment** generation.
3. **Skilling** and human resource development.
4. **Water security**.
5. **Farm technologies**.
6. World-class **logistics**.
7. **Energy and fuel** cost optimisation.
8. **Product perfection** and quality.
9. **Swachh Andhra**.
10. **Deep technology** adoption.

### From plan to practice

District and constituency-level vision plans translate the state targets into local action, with dashboards to track indicators.

## Challenges

High public debt, dependence on central transfers after bifurcation and the need for private investment will decide whether the targets are met.
`,
  },
  {
    slug: 'p4-zero-poverty-model',
    title: 'P4 Model: Can a Public–Private–People Partnership End Extreme Poverty?',
    date: '2026-09-26',
    category: 'Andhra Pradesh',
    tags: ['Poverty', 'P4', 'Social Welfare'],
    author: 'B. Hymavathi',
    source: 'https://www.ap.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** The state reviewed the progress of the **P4 (Public–Private–People Partnership)** initiative, launched on **Ugadi in 2025** as a pillar of the zero-poverty goal.

## How P4 works

- Well-off individuals and families, called **Margadarsis** (guides), volunteer to support poor families, called **Bangaru Kutumbalu** (golden families).
- Support can include mentoring, education and skills for children, help with jobs or small businesses, and financial assistance.
- The government identifies the poorest families through surveys and matches them with Margadarsis on a digital platform.

## Why a partnership?

1. Welfare schemes provide income support but rarely change long-term opportunities.
2. Mentorship and networks — things money cannot easily buy — help families move up.
3. Diaspora Telugus are encouraged to take part.

## Concerns

- Voluntary participation may be uneven across districts.
- Safeguards are needed for the **dignity and privacy** of beneficiary families.
- Outcomes must be measured, not just the number of families adopted.

> **Exam pointer:** P4 adds a third "P" — people — to the familiar public–private partnership model.
`,
  },
  {
    slug: 'potti-sriramulu-andhra-state-formation',
    title: 'Potti Sriramulu and the Formation of Andhra State',
    date: '2026-10-01',
    category: 'History & Culture',
    tags: ['History', 'Linguistic States', 'APPSC Group-2'],
    summary:
      "On 1 October 1953 Andhra became the first state formed on a linguistic basis, after Potti Sriramulu's fast unto death. A short recap for the exam.",
    author: 'B. Hymavathi',
    source: 'https://www.ap.gov.in/',
    image: 'polity-parliament',
    body: `
**Why in news:** **1 October** marks the anniversary of the formation of **Andhra State** in 1953.

## Timeline

- **1913:** the Andhra Mahasabha at Bapatla demands a separate province for Telugu speakers.
- **1948:** the **Dhar Commission** advises against linguistic states for the time being.
- **1949:** the **JVP Committee** (Nehru, Vallabhbhai Patel, Pattabhi Sitaramayya) accepts an Andhra state in principle, without Madras city.
- **19 October 1952:** **Potti Sriramulu** begins a fast unto death in Madras demanding a separate Andhra State.
- **15 December 1952:** he dies after **58 days** of fasting; protests spread across the Telugu districts.
- **1 October 1953:** **Andhra State** is formed from the Telugu-speaking districts of Madras State, with **Kurnool** as its capital and **T. Prakasam** as Chief Minister.
- **1 November 1956:** Andhra State merges with the Telugu-speaking areas of Hyderabad State to form **Andhra Pradesh**, on the basis of the **States Reorganisation Act, 1956**.

## Significance

Andhra's formation led to the **States Reorganisation Commission (1953)** chaired by **Fazl Ali**, and to the reorganisation of states on linguistic lines.

> **Exam pointer:** Potti Sriramulu is honoured as **"Amarajeevi"**; the Nellore district was renamed after him.
`,
  },
  {
    slug: 'quantum-valley-amaravati',
    title: "Quantum Valley Amaravati: The State's Bet on Quantum Computing",
    date: '2026-10-06',
    category: 'Science & Technology',
    tags: ['Quantum Technology', 'Amaravati', 'National Quantum Mission'],
    summary:
      'A quantum computing facility and a technology park in the capital aim to make Andhra Pradesh a centre for quantum research, start-ups and skills.',
    source: 'https://dst.gov.in/',
    image: 'health-science',
    body: `
**Why in news:** Researchers from universities in the state began running experiments on the **quantum computer** installed at the **Amaravati Quantum Valley** technology park.

## The initiative

- A technology park in the capital housing a **quantum computing system** built in partnership with global and Indian technology companies.
- Access for academic institutions, start-ups and industry through cloud and on-site programmes.
- Training programmes to create a pool of quantum-skilled engineers.

## Quantum basics

- Classical bits are 0 or 1; **qubits** can be in a **superposition** of both.
- **Entanglement** links qubits so that the state of one depends on another.
- Uses: drug discovery, new materials, logistics optimisation and cryptography.

## National Quantum Mission

Approved in **2023** with an outlay of about **₹6,000 crore** for 2023–31, the mission aims to build quantum computers of 50–1,000 physical qubits, satellite-based secure communication and quantum sensors. **Thematic hubs** have been set up at leading institutions.

### Challenges

Quantum computers need extremely low temperatures and are error-prone. Building a local ecosystem of researchers and users matters more than the machine itself.
`,
  },
  {
    slug: 'cyclone-preparedness-andhra-coast',
    title: 'Cyclone Preparedness on the Andhra Coast: Lessons from Recent Storms',
    date: '2026-10-10',
    category: 'Geography',
    tags: ['Disaster Management', 'Cyclones', 'Bay of Bengal'],
    summary:
      'October to December is the main cyclone season for the Andhra coast. Early warnings and shelters have cut deaths sharply since the 1977 Diviseema disaster.',
    author: 'K. Sai Prasad',
    source: 'https://apsdma.ap.gov.in/',
    image: 'andhra-coast',
    body: `
**Why in news:** The **Andhra Pradesh State Disaster Management Authority (APSDMA)** held mock drills in coastal mandals before the post-monsoon cyclone season.

## Why the coast is vulnerable

- **Post-monsoon (October–December)** cyclones in the Bay of Bengal often move north-west towards the Andhra and Odisha coasts.
- **Low-lying deltas** of the Godavari and Krishna are prone to storm surges.
- Dense population and aquaculture along the coast.

## Lessons from history

- **Diviseema cyclone (1977):** a storm surge killed about 10,000 people in the Krishna delta — the turning point for cyclone preparedness.
- **Hudhud (2014):** severe damage to Visakhapatnam, but early evacuation kept the death toll low.
- **Recent storms** have shown that timely alerts and evacuation save lives, while crops and power lines remain vulnerable.

## What works

1. **IMD forecasts** with track and intensity several days ahead.
2. **Multi-purpose cyclone shelters** built under the National Cyclone Risk Mitigation Project.
3. Alerts through SMS, sirens and village volunteers.
4. **Mangrove belts** that reduce surge and wind damage.

> **Exam pointer:** Cyclone names in the North Indian Ocean are taken from a list contributed by 13 member countries of the WMO/ESCAP Panel on Tropical Cyclones.

**Further reading:** cyclone bulletins of the [India Meteorological Department](https://mausam.imd.gov.in/).
`,
  },
  {
    slug: 'green-hydrogen-hub-pudimadaka',
    title: "Green Hydrogen Hub at Pudimadaka and the State's Clean Energy Policy",
    date: '2026-10-14',
    category: 'Economy',
    tags: ['Green Hydrogen', 'Renewable Energy', 'Anakapalli'],
    summary:
      "A large green hydrogen and green chemicals hub near Visakhapatnam anchors Andhra Pradesh's plan to be an exporter of clean fuels.",
    author: 'K. Sai Prasad',
    source: 'https://mnre.gov.in/',
    image: 'energy-transition',
    body: `
**Why in news:** Site works advanced at the **green hydrogen hub** at **Pudimadaka** in Anakapalli district, being developed by a central public sector power company.

## The hub

- Plans for **green hydrogen** and derivatives such as **green ammonia and green methanol**, largely for export.
- Powered by large **solar, wind and pumped storage** projects in the state.
- Coastal location near ports for shipping fuels.

## Policy support

- **Andhra Pradesh Integrated Clean Energy Policy, 2024**: targets for solar, wind, pumped storage and green hydrogen, with incentives for manufacturing.
- **National Green Hydrogen Mission (2023):** aims at **5 million tonnes** of green hydrogen production a year by **2030**, with the **SIGHT** programme for electrolyser manufacturing and hydrogen production.

## What is green hydrogen?

Hydrogen produced by **electrolysis of water** using renewable electricity. Grey hydrogen comes from natural gas without capturing carbon; blue hydrogen captures the carbon.

### Challenges

High costs of electrolysers, demand for large volumes of fresh or desalinated water, and the need for long-term buyers.
`,
  },
  {
    slug: 'krishna-water-sharing-tribunal',
    title: 'Krishna Water Sharing: The Tribunal and the Andhra–Telangana Question',
    date: '2026-10-18',
    category: 'Polity',
    page: ['appsc', 'tgpsc'],
    tags: ['Inter-state Water Disputes', 'Krishna River', 'Article 262', 'APPSC Group-1'],
    summary:
      'The Krishna Water Disputes Tribunal continues hearings on sharing the waters allotted to undivided Andhra Pradesh between the two successor states.',
    author: 'M. Lakshmi Prasanna',
    source: 'https://jalshakti-dowr.gov.in/',
    image: 'andhra-dam',
    body: `
**Why in news:** The **Krishna Water Disputes Tribunal-II** heard arguments from Andhra Pradesh and Telangana on project-wise allocation of Krishna waters.

## Background

- **KWDT-I (Bachawat Tribunal, 1976)** allocated waters among Maharashtra, Karnataka and undivided Andhra Pradesh.
- **KWDT-II (Brijesh Kumar Tribunal)** was set up in **2004**; its report (2010) and further report (2013) are yet to be notified, pending litigation.
- After bifurcation, **Section 89 of the AP Reorganisation Act, 2014** extended its term to allocate water between the two new states.
- In **2023**, the Union referred fresh terms of reference under the **Inter-State River Water Disputes Act, 1956**.

## Constitutional framework

- **Article 262** allows Parliament to provide for adjudication of inter-state water disputes and to bar the jurisdiction of courts.
- Water is a **State subject** (Entry 17, List II), subject to Entry 56 of the Union List on inter-state rivers.

## Related bodies

The **Krishna River Management Board** and the **Godavari River Management Board**, created under the Reorganisation Act, manage common projects such as **Srisailam** and **Nagarjunasagar**.

> **Exam pointer:** The Krishna rises near **Mahabaleshwar** in Maharashtra and enters the Bay of Bengal near **Hamsaladeevi** in Krishna district.

**Further reading:** [Inter-State River Water Disputes Act, 1956](https://www.indiacode.nic.in/) on India Code.
`,
  },
  {
    slug: 'geographical-indications-of-andhra-pradesh',
    title: 'GI Tags of Andhra Pradesh: From Tirupati Laddu to Araku Coffee',
    date: '2026-10-27',
    category: 'History & Culture',
    tags: ['GI Tags', 'Handicrafts', 'Culture', 'APPSC Group-2'],
    summary:
      'Geographical Indications protect products tied to a place. Andhra Pradesh has a long list — sweets, coffee, mangoes, toys and handloom sarees.',
    source: 'https://ipindia.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** The state launched a marketing campaign for its **Geographical Indication (GI)** products on e-commerce platforms ahead of the festive season.

## What a GI is

A GI identifies a product as coming from a specific place, with qualities due to that origin. In India GIs are registered under the **Geographical Indications of Goods (Registration and Protection) Act, 1999**, with the registry in **Chennai**. Protection lasts ten years and can be renewed.

## Andhra Pradesh's GI products

- **Tirupati Laddu** — the temple prasadam of Tirumala.
- **Araku Valley Arabica Coffee** — grown by tribal farmers in the Eastern Ghats.
- **Banganapalle Mangoes** — from Kurnool and Nandyal.
- **Etikoppaka toys** — lacquered wooden toys from Anakapalli district.
- **Kondapalli toys** — light wooden toys from NTR district.
- **Srikalahasti and Machilipatnam Kalamkari** — hand-painted and block-printed textiles.
- **Uppada Jamdani, Venkatagiri and Mangalagiri sarees** — handloom traditions.
- **Bobbili Veena** — a musical instrument from Vizianagaram district.

### Why GIs matter

They prevent misuse of the name, fetch better prices for artisans and farmers, and promote tourism.

**Further reading:** the [GI Registry journal](https://ipindia.gov.in/).
`,
  },
  {
    slug: 'deepam-2-free-lpg-cylinders',
    title: 'Deepam-2: Three Free LPG Cylinders a Year',
    date: '2026-10-30',
    category: 'Schemes',
    tags: ['Schemes', 'LPG', 'Clean Cooking'],
    summary:
      'Eligible households receive the cost of three cooking gas cylinders a year. The scheme enters its third year with changes to the booking window.',
    author: 'Akshara APPSC Desk',
    source: 'https://www.ap.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** The **Deepam-2** scheme, which reimburses the cost of **three LPG cylinders a year** to eligible families, opened booking for the new block period.

## Key features

- Launched on **1 November 2024**.
- For households with a **rice card** and an LPG connection in the name of a family member.
- The consumer pays for the cylinder and the amount is **refunded to the bank account** within a few days; one free cylinder in each four-month block.

## Why clean cooking matters

- Smoke from firewood and dung cakes causes respiratory illness, especially among women and children.
- Collecting fuel wood takes time away from work and school.

## Link with the Union scheme

The **Pradhan Mantri Ujjwala Yojana (2016)** provides deposit-free LPG connections to poor households, with a targeted subsidy per cylinder. State schemes such as Deepam-2 help ensure that connections are actually used for refills.

> **Exam pointer:** The original **Deepam** scheme of Andhra Pradesh, in 1999, gave LPG connections to women from poor households through self-help groups.
`,
  },
  {
    slug: 'drone-city-orvakal-ap-drone-policy',
    title: 'Drone City at Orvakal and the Andhra Pradesh Drone Policy',
    date: '2026-11-04',
    category: 'Science & Technology',
    tags: ['Drones', 'Kurnool', 'Industrial Policy'],
    summary:
      "A dedicated drone manufacturing and testing hub in Kurnool district anchors the state's plan to use drones in farming, surveys and emergency services.",
    author: 'K. Sai Prasad',
    source: 'https://www.ap.gov.in/',
    image: 'energy-transition',
    body: `
**Why in news:** The first units began operating at the **drone city** at **Orvakal** in Kurnool district, with testing ranges and a training academy for pilots.

## The policy

- The **Andhra Pradesh Drone Policy (2024–29)** aims to make the state a hub for drone manufacturing, services and skills.
- Incentives for manufacturers, start-ups and research.
- Plans to train thousands of **drone pilots**, including women from self-help groups.

## Uses in governance

1. **Agriculture:** spraying of nutrients and pesticides, and crop health surveys.
2. **Land records:** mapping of village land under the **SVAMITVA** scheme.
3. **Disaster response:** surveys after floods and cyclones, and delivery of medicines.
4. **Policing and crowd management** at festivals.

## National framework

The **Drone Rules, 2021**, the **Digital Sky** platform for permissions and green, yellow and red airspace zones, and a **production-linked incentive scheme** for drones and components.

### Concerns

Privacy, safety near airports and the need for clear liability rules.
`,
  },
  {
    slug: 'coringa-mangroves-godavari-delta',
    title: 'Coringa Mangroves: A Natural Shield for the Godavari Delta',
    date: '2026-11-08',
    category: 'Environment',
    tags: ['Mangroves', 'Coringa', 'Coastal Ecology'],
    summary:
      'The mangrove forests near Kakinada protect villages from storm surges and support fisheries. Restoration is under way in degraded patches.',
    author: 'B. Hymavathi',
    source: 'https://forests.ap.gov.in/',
    image: 'environment-wetland',
    body: `
**Why in news:** The forest department took up mangrove planting in degraded creeks of the **Coringa Wildlife Sanctuary** under a coastal restoration programme.

## About Coringa

- Located near **Kakinada** in the **Godavari delta**.
- Declared a **wildlife sanctuary in 1978**.
- One of the largest mangrove forests on India's east coast, with species such as _Avicennia_ and _Rhizophora_.
- Home to the **fishing cat**, otters, and nesting sites of the **olive ridley turtle** on nearby beaches.

## Why mangroves matter

1. **Storm protection:** mangroves reduce the height and speed of storm surges.
2. **Fisheries:** they are nurseries for fish, prawns and crabs.
3. **Carbon storage:** "blue carbon" ecosystems store more carbon per hectare than most forests.

## Threats

Conversion to aquaculture ponds, reduced freshwater flow and pollution from industries.

> **Exam pointer:** The **MISHTI** scheme (Mangrove Initiative for Shoreline Habitats and Tangible Incomes), launched in 2023, promotes mangrove plantation along India's coast.
`,
  },
  {
    slug: 'bhogapuram-international-airport',
    title: "Bhogapuram International Airport: North Coastal Andhra's New Gateway",
    date: '2026-11-12',
    category: 'Economy',
    tags: ['Airports', 'Infrastructure', 'Vizianagaram'],
    summary:
      'A greenfield airport in Vizianagaram district is set to serve Visakhapatnam and the north coastal districts, freeing the naval airfield for defence needs.',
    author: 'K. Sai Prasad',
    source: 'https://www.ap.gov.in/',
    image: 'andhra-coast',
    body: `
**Why in news:** Trial operations were conducted at the **Bhogapuram International Airport** in **Vizianagaram district** as it prepares for commercial flights.

## The project

- A **greenfield airport** built under a **public–private partnership**.
- Designed to handle several million passengers a year in its first phase, with room to expand.
- Includes a cargo terminal and an aviation education facility.

## Why a new airport

- The existing Visakhapatnam airport operates from a **naval air station (INS Dega)**, which limits civilian operations.
- Growth in tourism, pharma and IT in the Visakhapatnam region needs better air links.
- North coastal districts — Srikakulam, Vizianagaram and Parvathipuram Manyam — gain access.

## Regional impact

1. Jobs during construction and operation.
2. A logistics boost for the ports and industrial parks of the region.
3. Urban growth along the Visakhapatnam–Bhogapuram corridor, which needs planning to avoid sprawl.

> **Exam pointer:** Greenfield airports in India are approved under the **Greenfield Airports Policy, 2008**; the **UDAN** scheme supports regional connectivity.
`,
  },
  {
    slug: 'ntr-bharosa-pensions',
    title: "NTR Bharosa Pensions: The State's Largest Welfare Transfer",
    date: '2026-11-19',
    category: 'Schemes',
    tags: ['Social Security', 'Pensions', 'Schemes'],
    summary:
      'More than sixty lakh beneficiaries receive monthly pensions at their doorstep on the first day of every month.',
    source: 'https://www.ap.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** Pensions under **NTR Bharosa** were distributed at beneficiaries' homes on the first of the month, with officials reporting near-complete coverage by the end of the day.

## Pension amounts

- **₹4,000 a month** for the elderly, widows, single women, weavers, toddy tappers, fishermen, traditional cobblers and others.
- **₹6,000 a month** for persons with disabilities.
- **₹10,000 a month** for those with certain chronic diseases such as kidney failure.
- **₹15,000 a month** for the fully bedridden and persons with severe disabilities.

## Delivery

- Cash handed over at the doorstep by **village and ward secretariat** staff, with biometric or face authentication.
- Beneficiaries can draw pensions from other places if they have migrated temporarily.

### Why it matters

Pensions are a lifeline for the elderly poor and persons with disabilities, many of whom have no other income. The scheme accounts for a large share of the state's welfare budget.

> **Exam pointer:** The Union's **National Social Assistance Programme (NSAP)** provides old age, widow and disability pensions; states add their own amounts.
`,
  },
  {
    slug: 'apcnf-natural-farming-andhra',
    title: 'Natural Farming in Andhra Pradesh: The APCNF Model',
    date: '2026-11-24',
    category: 'Environment',
    tags: ['Natural Farming', 'Agriculture', 'Climate Resilience'],
    summary:
      'Run by farmer collectives, Andhra Pradesh Community-managed Natural Farming covers lakhs of farmers and has won international recognition.',
    author: 'B. Hymavathi',
    source: 'https://apcnf.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** Farmers' groups under **Andhra Pradesh Community-managed Natural Farming (APCNF)** began pre-monsoon dry sowing trials across districts for the next kharif season.

## The programme

- Implemented by **Rythu Sadhikara Samstha**, a not-for-profit set up by the state.
- Farmers replace chemical fertilisers and pesticides with **bio-stimulants** such as jeevamrutham and beejamrutham, mulching and mixed cropping.
- **Pre-monsoon dry sowing** keeps the soil covered with crops for most of the year.
- Farmer-to-farmer learning through **community resource persons**.

## Results reported

1. Lower input costs and less debt.
2. Better soil health and water retention.
3. More diverse crops and diets.

## Recognition

APCNF was a joint winner of the **Gulbenkian Prize for Humanity (2024)** for its contribution to climate action.

### National link

The Union's **National Mission on Natural Farming (2024)** aims to bring one crore farmers into natural farming through clusters and bio-input resource centres.
`,
  },
];
