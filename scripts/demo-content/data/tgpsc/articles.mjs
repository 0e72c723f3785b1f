/**
 * TGPSC current affairs articles (blogPost, page ['tgpsc']): Telangana affairs plus national
 * topics for the Group examinations. Written for this demo; 2026 events are illustrative.
 * Deliberate gaps: no featured image (Telangana Armed Struggle), no summary (Indiramma Indlu),
 * no tags and no source (green cover), several without author.
 */
export default [
  {
    slug: 'rythu-bharosa-investment-support',
    title: 'Rythu Bharosa: ₹12,000 per Acre a Year — How the Investment Support Works',
    date: '2026-08-03',
    category: 'Schemes',
    tags: ['Agriculture', 'Schemes', 'DBT', 'TGPSC Group-2'],
    summary:
      "Telangana's farm investment support pays ₹6,000 per acre each season to cultivating farmers. A quick guide to amounts, eligibility and the support for landless labourers.",
    author: 'N. Swapna Reddy',
    source: 'https://www.telangana.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** The state released the **Rythu Bharosa** amount for the current season to farmers' bank accounts, acre by acre over several days.

## Key features

- **₹12,000 per acre per year**, paid as **₹6,000 per acre** for each of the vanakalam (kharif) and yasangi (rabi) seasons.
- Replaced **Rythu Bandhu** (2018), which paid ₹10,000 per acre per year.
- Support is limited to **cultivable land**; land used for real estate, mining or non-agricultural purposes is excluded.
- Money is credited through **direct benefit transfer**.

## Support for landless labourers

Under **Indiramma Atmiya Bharosa**, landless agricultural labour families that worked under MGNREGS receive **₹12,000 a year**.

## Why it matters

1. Helps farmers buy seeds and fertilisers without borrowing from moneylenders.
2. Reduces distress in years of crop loss.
3. Rythu Bandhu, its predecessor, was cited as a model for the Union's **PM-KISAN**.

### Debate

Per-acre payments benefit large landowners more; tenant farmers, who do the actual cultivation in many villages, need recognition to benefit.

> **Exam pointer:** Telangana's earlier **Rythu Bima** provides life insurance of ₹5 lakh to farmers aged 18–59.
`,
  },
  {
    slug: 'bonalu-state-festival-of-telangana',
    title: 'Bonalu: The Ashada Festival of Hyderabad and Secunderabad',
    date: '2026-08-07',
    category: 'History & Culture',
    tags: ['Festivals', 'Culture', 'TGPSC Group-2'],
    summary:
      'The month-long worship of the Mother Goddess in Ashada draws lakhs of devotees. It has been a state festival since 2014.',
    source: 'https://www.telangana.gov.in/',
    image: 'telangana-charminar',
    body: `
**Why in news:** The **Bonalu** festivities concluded in Hyderabad with the Lal Darwaza celebrations and the **Rangam** prophecy.

## About Bonalu

- Celebrated in the Telugu month of **Ashada** (July–August) in honour of the Mother Goddess — **Mahankali, Yellamma, Pochamma, Peddamma** and others.
- Women carry **bonam** — cooked rice with milk and jaggery in a decorated pot — on their heads to the temple.
- **Pothuraju**, the goddess's brother, dances at the head of processions.
- The **Golconda** fort temple hosts the first bonam of the season; celebrations then move to **Secunderabad (Ujjaini Mahankali)** and **Lal Darwaza** in the Old City.

## Origins

Tradition links the festival to a plague epidemic in the nineteenth century, after which people vowed offerings to the goddess for protection.

### State festival

Soon after the state's formation in **2014**, the government declared **Bonalu** and **Bathukamma** official state festivals.
`,
  },
  {
    slug: 'amrabad-kawal-tiger-reserves',
    title: "Amrabad and Kawal: Telangana's Tiger Reserves and the Corridors that Link Them",
    date: '2026-08-11',
    category: 'Environment',
    tags: ['Tigers', 'Protected Areas', 'Wildlife'],
    summary:
      "A look at the state's two tiger reserves and the forest corridor that links Kawal with Tadoba–Andhari in Maharashtra.",
    author: 'Mohd. Imran',
    source: 'https://forests.telangana.gov.in/',
    image: 'environment-wetland',
    body: `
**Why in news:** Camera traps in the **Kawal Tiger Reserve** recorded tigers that had dispersed from Maharashtra, showing that the corridor from **Tadoba–Andhari** is working.

## Amrabad Tiger Reserve

- In the **Nallamala hills** of Nagarkurnool and Nalgonda districts.
- Once part of the undivided **Nagarjunasagar–Srisailam Tiger Reserve**; after bifurcation the Telangana part became Amrabad.
- One of the largest tiger reserves in India; home to the **Chenchu** tribe.

## Kawal Tiger Reserve

- In **Nirmal and Mancherial** districts on the Godavari.
- Notified as a tiger reserve in **2012**.
- Connected to **Tadoba–Andhari (Maharashtra)** and **Indravati (Chhattisgarh)** through forest corridors.

## Threats

1. Fragmentation by roads, canals and mining.
2. Cattle grazing and forest fires.
3. Human–tiger conflict as tigers move through farmland.

### National framework

Tiger reserves are notified under the **Wild Life (Protection) Act, 1972** on the advice of the **National Tiger Conservation Authority (NTCA)**, with a **core** (critical tiger habitat) and a **buffer** zone.

> **Exam pointer:** India is home to about three-fourths of the world's wild tigers.

**Further reading:** [National Tiger Conservation Authority](https://ntca.gov.in/).
`,
  },
  {
    slug: 'telangana-rising-2047-vision',
    title: 'Telangana Rising 2047: The Vision for a USD 3 Trillion Economy',
    date: '2026-08-16',
    category: 'Economy',
    tags: ['Vision 2047', 'Growth', 'Urban Development', 'TGPSC Group-1'],
    summary:
      "The state's long-term vision divides Telangana into three development zones and sets the goal of a USD 3 trillion economy by 2047.",
    author: 'Mohd. Imran',
    source: 'https://www.telangana.gov.in/',
    image: 'economy-growth',
    body: `
**Why in news:** Departments presented action plans to meet the targets of the **Telangana Rising 2047** vision.

## The vision

- Targets a **USD 1 trillion** economy by the mid-2030s and **USD 3 trillion by 2047**.
- Aligned with **Viksit Bharat @2047**.

## Three zones of development

1. **CURE (Core Urban Region Economy):** the area within the Outer Ring Road — services, IT, finance and a cleaner Musi.
2. **PURE (Peri-Urban Region Economy):** between the Outer Ring Road and the Regional Ring Road — manufacturing clusters, logistics and the **Bharat Future City**.
3. **RARE (Rural Agriculture Region Economy):** beyond the Regional Ring Road — agriculture, food processing and rural enterprises.

## Focus areas

- **Skills** through the Young India Skills University.
- **Education** through Young India Integrated Residential Schools.
- **Green energy** and net-zero targets.
- **Women's self-help groups** as entrepreneurs.

### Challenges

Balanced growth between Hyderabad and the districts, water security, and financing large infrastructure without excessive debt.
`,
  },
  {
    slug: 'sc-sub-categorisation-telangana',
    title: 'SC Sub-categorisation: Telangana Becomes the First State to Implement It',
    date: '2026-08-21',
    category: 'Polity',
    tags: ['Reservation', 'Social Justice', 'Supreme Court', 'TGPSC Group-1'],
    summary:
      "Following the Supreme Court's 2024 ruling that states may sub-classify Scheduled Castes, Telangana split its 15 per cent SC quota into three groups.",
    author: 'N. Swapna Reddy',
    source: 'https://www.sci.gov.in/',
    image: 'judiciary-court',
    body: `
**Why in news:** Recruitment notifications issued this year apply the **sub-categorised SC reservation** that Telangana implemented in 2025.

## The Supreme Court ruling

- In **State of Punjab v. Davinder Singh (2024)**, a **seven-judge bench** ruled **6:1** that states can **sub-classify Scheduled Castes** to give a larger share of the quota to the most backward among them.
- It overruled **E. V. Chinnaiah (2004)**, which had held that SCs form a homogeneous class.
- Sub-classification must be based on **empirical data** on backwardness and inadequate representation; a state cannot reserve 100 per cent of the quota for one sub-group.

## Telangana's law

- A one-member commission headed by **Justice Shameem Akther** studied the representation of the state's Scheduled Castes.
- The **Telangana Scheduled Castes (Rationalisation of Reservations) Act, 2025** divides the **15 per cent** SC quota into **three groups** of 1, 9 and 5 per cent, based on relative backwardness.
- Implemented from **14 April 2025**, Ambedkar Jayanti.

### Debate

Supporters say the benefits of reservation had been captured by a few communities; critics fear division among Dalits and question the data.

> **Exam pointer:** The demand for SC categorisation in the Telugu states was led for decades by the **Madiga Reservation Porata Samithi (MRPS)**, founded in 1994.

**Further reading:** judgments of the [Supreme Court of India](https://www.sci.gov.in/).
`,
  },
  {
    slug: 'genome-valley-life-sciences-hub',
    title: 'Genome Valley: How Hyderabad Became a Vaccine Capital',
    date: '2026-08-25',
    category: 'Science & Technology',
    tags: ['Biotechnology', 'Vaccines', 'Industry'],
    summary:
      "A cluster started in 1999 now houses hundreds of life sciences companies and makes a large share of the world's vaccines.",
    source: 'https://www.telangana.gov.in/',
    image: 'health-science',
    body: `
**Why in news:** New research and manufacturing facilities opened in **Genome Valley**, the life sciences cluster on the northern edge of Hyderabad.

## About Genome Valley

- Established in **1999** across Shamirpet, Medchal and nearby areas.
- Houses vaccine makers, contract research organisations, biotech start-ups and incubators.
- Hyderabad produces roughly **one-third of the world's vaccines**, including the indigenous **Covaxin**.

## Why Hyderabad succeeded

1. Early government support — land, infrastructure and single-window clearances.
2. Research institutions such as **CCMB**, **IICT**, **NIN** and the **University of Hyderabad**.
3. A strong base of bulk drug manufacturers since the 1960s, starting with **IDPL**.
4. A pool of trained scientists and technicians.

## Looking ahead

- Biologics, cell and gene therapies and medical devices.
- Green pharma to reduce effluents.
- Skills partnerships with universities.

> **Exam pointer:** IDPL (Indian Drugs and Pharmaceuticals Limited) set up its synthetic drugs plant in Hyderabad in the 1960s — the seed of the city's pharma industry.
`,
  },
  {
    slug: 'hydraa-lakes-and-public-land',
    title: "HYDRAA: Protecting Hyderabad's Lakes and Public Land",
    date: '2026-08-30',
    category: 'Telangana',
    tags: ['Urban Governance', 'Lakes', 'Disaster Management'],
    summary:
      'The Hyderabad Disaster Response and Asset Protection Agency removes encroachments on lakes, nalas and parks — and faces questions about due process.',
    author: 'Mohd. Imran',
    source: 'https://www.telangana.gov.in/',
    image: 'telangana-assembly',
    body: `
**Why in news:** **HYDRAA** completed the survey of **Full Tank Level (FTL)** and buffer zone boundaries of several lakes in the city and restored encroached areas.

## About HYDRAA

- **Hyderabad Disaster Response and Asset Protection Agency**, created in **2024** and given statutory backing by amending the Telangana Municipalities and GHMC laws.
- Jurisdiction: the area within the **Outer Ring Road**.
- Functions: protection of **lakes, nalas, parks and government land**, disaster response during floods and fires, and coordination with civic bodies.

## Why it was needed

1. Hyderabad has lost many of its lakes to encroachment in recent decades.
2. Blocked nalas cause **urban flooding** during heavy rain, as seen in 2020.
3. Multiple agencies with overlapping roles had weakened enforcement.

## Concerns

- **Due process:** demolitions must follow notice and hearing; courts have cautioned against hasty action.
- Buyers who purchased plots in good faith need a fair remedy.
- Clear, public maps of FTL and buffer zones are essential.

> **Exam pointer:** **Hussain Sagar**, built in 1562 during the reign of **Ibrahim Quli Qutb Shah**, links Hyderabad and Secunderabad.
`,
  },
  {
    slug: 'pochampally-ikat-bhoodan-village',
    title: 'Pochampally: Ikat Weaves and the Village Where Bhoodan Began',
    date: '2026-09-01',
    category: 'History & Culture',
    tags: ['Handloom', 'GI Tags', 'Bhoodan', 'Tourism'],
    summary:
      'Known for its double ikat saris and as the birthplace of the Bhoodan movement, Pochampally was named a best tourism village by the UN tourism body.',
    author: 'N. Swapna Reddy',
    source: 'https://www.telangana.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** Handloom weavers of **Pochampally** showcased new designs at a national handloom expo, highlighting the need for better wages and marketing.

## The weave

- **Pochampally Ikat** is woven in Bhoodan Pochampally and nearby villages of **Yadadri Bhuvanagiri** district.
- In ikat, yarn is **tie-dyed before weaving**, producing geometric patterns on both sides.
- It was among the first handloom products in India to receive a **Geographical Indication (GI)** tag.

## The Bhoodan connection

- On **18 April 1951**, during **Vinoba Bhave**'s walk through Telangana, landlord **Vedire Ramachandra Reddy** donated 100 acres to landless families at Pochampally.
- This began the **Bhoodan (land gift) movement**, later extended as Gramdan.
- The village is called **Bhoodan Pochampally**.

## Recognition

In **2021**, Pochampally was selected as one of the **Best Tourism Villages** by the UN World Tourism Organization.

### Other Telangana GIs

**Gadwal sarees, Narayanpet handlooms, Siddipet Gollabhama sarees, Karimnagar silver filigree, Nirmal toys and paintings, Cheriyal scroll paintings** and **Hyderabadi Haleem**.
`,
  },
  {
    slug: 'mahalakshmi-scheme-free-bus-travel',
    title: 'Mahalakshmi: Free Bus Travel and ₹500 LPG for Women',
    date: '2026-09-04',
    category: 'Schemes',
    tags: ['Schemes', 'Women Empowerment', 'TGSRTC'],
    summary:
      'Women and transgender persons travel free in TGSRTC ordinary and express buses under Mahalakshmi, which also caps the price of a cooking gas cylinder for eligible families.',
    source: 'https://www.tgsrtc.telangana.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** TGSRTC inducted new electric buses on routes where ridership has grown under the **Mahalakshmi** scheme.

## Components

1. **Free bus travel** for women, girls and transgender persons of Telangana in **Palle Velugu, Express, City Ordinary and Metro Express** buses, since **9 December 2023**.
2. **LPG cylinders at ₹500** for eligible households, with the balance paid by the state.

## Impact

- Women's share of bus passengers has risen sharply.
- Savings on travel for working women, students and patients.
- Greater access to jobs and markets in district towns.

## Challenges

- **Reimbursement** to TGSRTC must be timely for the corporation's finances.
- Crowding on rural and city routes; need for more buses and staff.
- Auto-rickshaw drivers reported loss of income in some towns.

> **Exam pointer:** TGSRTC was earlier called TSRTC; the state's abbreviation changed from **TS to TG** in 2024.
`,
  },
  {
    slug: 'godavari-and-krishna-in-telangana',
    title: 'The Godavari and the Krishna in Telangana: Basins, Projects and Water Use',
    date: '2026-09-08',
    category: 'Geography',
    tags: ['Rivers', 'Irrigation', 'TGPSC Group-1'],
    summary:
      'Telangana lies in two great river basins. A compact guide to tributaries, major projects and the water challenges of a plateau state.',
    author: 'Mohd. Imran',
    source: 'https://irrigation.telangana.gov.in/',
    image: 'andhra-dam',
    body: `
**Why in news:** With reservoirs filled by a good monsoon, the state's irrigation department released water for the rabi season under major projects.

## The Godavari basin

- Enters Telangana at **Kandakurthy** in Nizamabad district.
- Tributaries in the state: **Manjira, Pranahita, Manair, Kinnerasani** and **Indravati** (on the border).
- Projects: **Sriram Sagar** (Pochampadu), **Nizam Sagar** (on the Manjira, built in the 1920s), **Kaleshwaram lift irrigation** and **Sitarama lift irrigation**.

## The Krishna basin

- Flows along the southern border; tributaries include the **Bhima, Tungabhadra, Musi, Dindi** and **Paleru**.
- Projects: **Nagarjunasagar** (shared with Andhra Pradesh), **Srisailam**, **Jurala**, **Kalwakurthy** and **Palamuru–Rangareddy lift irrigation**.

## Water challenges

1. Telangana is on the **Deccan Plateau**, so much of its irrigation depends on **lifting water** uphill — costly in electricity.
2. **Tanks** built by the Kakatiyas remain vital; **Mission Kakatiya** restored thousands of them.
3. Groundwater depletion in hard-rock areas.
4. **Fluorosis** in Nalgonda from high fluoride in groundwater, addressed by piped surface water under **Mission Bhagiratha**.

> **Exam pointer:** The **Pranahita** is formed by the confluence of the Wardha and the Wainganga.
`,
  },
  {
    slug: 'telangana-armed-struggle-1946-51',
    title: 'The Telangana Armed Struggle, 1946–51: Peasants against Feudal Rule',
    date: '2026-09-12',
    category: 'History & Culture',
    tags: ['Telangana History', 'Peasant Movements', 'TGPSC Group-1'],
    summary:
      "Against forced labour and landlord oppression under the Nizam's rule, peasants of Telangana rose in one of India's largest rural uprisings.",
    author: 'N. Swapna Reddy',
    source: 'https://www.telangana.gov.in/',
    body: `
**Why in news:** Events marking the anniversary of the **Telangana Armed Struggle** were held in Jangaon and Suryapet districts.

## Causes

- The **jagirdari and deshmukh** system concentrated land and power in a few hands.
- **Vetti** (forced, unpaid labour) and illegal levies on peasants.
- Repression by the **Razakars**, the private militia of the Nizam's regime.

## Course

- **1946:** the killing of **Doddi Komaraiah** at Kadavendi (July 1946) sparked the uprising.
- **Chakali Ailamma** of Palakurthi, who resisted the deshmukh's attempt to seize her land, became a symbol of defiance.
- The movement, led by the **Andhra Mahasabha** and the **Communist Party**, set up village committees that redistributed land in about **3,000 villages**.
- After **Operation Polo (1948)**, the struggle continued against landlords until it was withdrawn in **October 1951**.

## Legacy

1. Abolition of **jagirdari** and the beginning of tenancy reforms in Hyderabad State.
2. Inspiration for the **Bhoodan movement**, launched at Pochampally in 1951.
3. A lasting place in Telugu literature and song.

> **Exam pointer:** Leaders associated with the struggle include **Ravi Narayan Reddy, Puchalapalli Sundarayya, Baddam Yella Reddy** and **Arutla Ramchandra Reddy**.
`,
  },
  {
    slug: 'september-17-praja-palana-dinotsavam-operation-polo',
    title: "September 17: Operation Polo and the End of the Nizam's Rule",
    date: '2026-09-17',
    category: 'Telangana',
    tags: ['Hyderabad State', 'Integration', 'Telangana History'],
    summary:
      'On 17 September 1948 the Nizam announced the end of resistance to the Indian Army. The state observes the day as Praja Palana Dinotsavam.',
    author: 'N. Swapna Reddy',
    source: 'https://www.telangana.gov.in/',
    image: 'telangana-charminar',
    body: `
**Why in news:** The state observed **17 September** as **Praja Palana Dinotsavam** (People's Governance Day), with flag hoisting at the Public Gardens in Hyderabad.

## Background

- Hyderabad was the largest princely state, ruled by **Mir Osman Ali Khan**, the seventh Nizam.
- The Nizam did not accede to India in 1947 and signed a **Standstill Agreement** in November 1947.
- The **Razakars**, led by **Qasim Razvi**, unleashed violence on the population.

## Operation Polo

- Indian forces entered Hyderabad on **13 September 1948**; the operation was officially a "**police action**".
- On **17 September 1948** the Nizam announced a ceasefire, and on 18 September the Hyderabad army surrendered to **Major General J. N. Chaudhuri**, who became Military Governor.
- In **1950** Hyderabad became a **Part B state**, with the Nizam as **Rajpramukh**.

## How the day is observed

The Union government observes it as **Hyderabad Liberation Day**; the state government calls it **Praja Palana Dinotsavam**. Earlier it was also called "Telangana National Integration Day".

> **Exam pointer:** The first popular government of Hyderabad State was formed in 1952 under **Burgula Ramakrishna Rao**.
`,
  },
  {
    slug: 'musi-river-rejuvenation',
    title: "Musi River Rejuvenation: Cleaning Hyderabad's River",
    date: '2026-09-22',
    category: 'Environment',
    tags: ['Rivers', 'Urban Environment', 'Hyderabad'],
    summary:
      "Once Hyderabad's lifeline, the Musi now carries the city's sewage. A rejuvenation plan combines sewage treatment, riverfront development and rehabilitation.",
    author: 'Mohd. Imran',
    source: 'https://www.telangana.gov.in/',
    image: 'environment-wetland',
    body: `
**Why in news:** The state began work on sewage treatment plants and interceptor drains under the first phase of the **Musi rejuvenation** project.

## About the Musi

- A tributary of the **Krishna**, rising in the **Anantagiri hills** near Vikarabad.
- Flows through Hyderabad, dividing the old city from the new, and joins the Krishna near **Wazirabad** in Nalgonda district.
- After the devastating **flood of 1908**, the Nizam's government built **Osman Sagar (1920)** and **Himayat Sagar (1927)** reservoirs upstream, on the advice of **M. Visvesvaraya**.

## The problem

Untreated sewage and industrial effluents make the river one of the most polluted in the country downstream of the city, affecting farms that use its water.

## The plan

1. **Sewage treatment** for all the city's wastewater before it reaches the river.
2. Diverting clean water from the Godavari to restore flows.
3. **Riverfront development** with parks and walkways.
4. **Rehabilitation** of families living on the riverbed.

### Concerns

Fair resettlement, cost and the risk of riverfront projects favouring real estate over ecology.

**Further reading:** [Central Pollution Control Board](https://cpcb.nic.in/) reports on polluted river stretches.
`,
  },
  {
    slug: 'indiramma-indlu-housing-scheme',
    title: 'Indiramma Indlu: Housing for the Homeless',
    date: '2026-09-27',
    category: 'Schemes',
    tags: ['Housing', 'Schemes', 'Women Empowerment'],
    author: 'N. Swapna Reddy',
    source: 'https://www.telangana.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** Beneficiaries of the **Indiramma Indlu** housing scheme in several districts moved into completed houses, and a new round of sanctions was announced.

## Key features

- Assistance of **₹5 lakh** to build a house on one's own site, released in **instalments** linked to construction stages.
- Houses are sanctioned in the name of the **woman of the family**.
- Priority to the homeless, landless poor, persons with disabilities, single women and sanitation workers.
- Beneficiaries are selected through **gram sabhas and ward sabhas**.

## Why it matters

1. Housing gives security and dignity and is an asset against which families can borrow.
2. Construction creates local jobs for masons and labourers.
3. Ownership by women strengthens their position in the household.

### Link with the Union scheme

The **Pradhan Mantri Awas Yojana** (Gramin and Urban) provides central assistance for housing; states combine it with their own funds.
`,
  },
  {
    slug: 'bharat-future-city-hyderabad',
    title: "Bharat Future City: Planning Hyderabad's Fourth City",
    date: '2026-10-06',
    category: 'Economy',
    tags: ['Urban Development', 'Future City', 'Infrastructure'],
    summary:
      'A planned city south of Hyderabad is to host artificial intelligence, life sciences, education and sports hubs, with a dedicated development authority.',
    author: 'Mohd. Imran',
    source: 'https://www.telangana.gov.in/',
    image: 'economy-growth',
    body: `
**Why in news:** The **Future City Development Authority (FCDA)** approved layouts for the first zones of **Bharat Future City**, near the Srisailam highway south of Hyderabad.

## The plan

- Called the **"fourth city"** after Hyderabad, Secunderabad and Cyberabad.
- Spread over thousands of acres in Ranga Reddy district, between the Outer Ring Road and the proposed Regional Ring Road.
- Planned zones: an **AI city**, **life sciences**, **education** (including the **Young India Skills University**), **sports**, **health** and **entertainment**.
- Designed as a **net-zero** city with public transport links.

## Why a new city

1. Decongest the western IT corridor.
2. Attract new-age industries with planned land and utilities.
3. Spread growth to the southern parts of the metropolitan region.

### Concerns

Land acquisition, water supply, the fate of farmland and the ability to attract anchor investors.
`,
  },
  {
    slug: 'bathukamma-floral-festival',
    title: 'Bathukamma: The Floral Festival and Its Ecological Message',
    date: '2026-10-10',
    category: 'History & Culture',
    tags: ['Festivals', 'Culture', 'Women'],
    summary:
      'For nine days women across Telangana stack seasonal flowers into cones, sing and immerse them in tanks — a celebration of life and of water bodies.',
    source: 'https://www.telangana.gov.in/',
    image: 'environment-wetland',
    body: `
**Why in news:** **Bathukamma** celebrations began across Telangana on **Mahalaya Amavasya** (Engili Pula Bathukamma).

## About the festival

- A **nine-day** festival celebrated mainly by women before Dasara, ending with **Saddula Bathukamma** on Durgashtami.
- Women arrange seasonal flowers in **concentric layers** to make a conical Bathukamma, sing folk songs and dance around it.
- The flowers are then **immersed in tanks and lakes**.
- Flowers used include **tangedu** (_Cassia auriculata_, the state flower), **gunugu** (celosia), banti (marigold) and others.

## Ecological message

The flowers, many with medicinal properties, are believed to help purify the water of tanks after the monsoon — a reminder of the importance of the **chain of tanks** that sustained Telangana's agriculture.

### Identity

During the separate statehood movement, Bathukamma became a symbol of **Telangana identity**. It was declared a **state festival** in 2014.

> **Exam pointer:** The state bird of Telangana is the **Palapitta** (Indian roller), the state animal the **Jinka** (spotted deer) and the state tree **Jammi** (_Prosopis cineraria_).
`,
  },
  {
    slug: 't-hub-t-works-we-hub-innovation-ecosystem',
    title: "T-Hub, T-Works and WE Hub: Hyderabad's Innovation Ecosystem",
    date: '2026-10-14',
    category: 'Science & Technology',
    tags: ['Start-ups', 'Innovation', 'Women Entrepreneurs'],
    summary:
      'Three state-backed institutions support start-ups, hardware prototyping and women entrepreneurs. Together they make Hyderabad a leading start-up city.',
    author: 'Mohd. Imran',
    source: 'https://t-hub.co/',
    image: 'global-diplomacy',
    body: `
**Why in news:** **T-Hub** launched a new cohort of its start-up programmes, with a focus on artificial intelligence, climate technology and deep tech.

## The institutions

- **T-Hub (2015):** an incubator and innovation hub; its second building, opened in 2022, is among the largest innovation campuses in the world.
- **T-Works (2023):** India's largest **prototyping centre**, helping hardware start-ups and makers turn ideas into products.
- **WE Hub (2018):** India's first **state-led incubator for women entrepreneurs**.
- **Telangana Academy for Skill and Knowledge (TASK):** skills training for graduates.

## Why it matters

1. Start-ups create high-skill jobs and new products.
2. Links between start-ups, corporates, universities and government.
3. Women-led enterprises get funding access and mentoring.

### Challenges

Access to growth capital beyond early stages, spreading innovation to tier-2 towns such as Warangal and Karimnagar, and converting prototypes into manufacturing.
`,
  },
  {
    slug: 'bc-reservation-42-percent-caste-survey',
    title: '42 Per Cent Reservation for BCs: The Caste Survey and the Legal Hurdles',
    date: '2026-10-18',
    category: 'Polity',
    tags: ['Reservation', 'Caste Survey', 'Federalism', 'TGPSC Group-1'],
    summary:
      "Telangana's caste survey found Backward Classes to be more than half the population. Raising their quota to 42 per cent runs into the 50 per cent ceiling.",
    author: 'N. Swapna Reddy',
    source: 'https://www.telangana.gov.in/',
    image: 'judiciary-court',
    body: `
**Why in news:** The question of **42 per cent reservation for Backward Classes** in education, jobs and local bodies remained under legal and constitutional scrutiny.

## The caste survey

- The state conducted a comprehensive **Social, Educational, Employment, Economic, Political and Caste survey** in late 2024.
- It found **Backward Classes** (excluding Muslim BCs) to be about **46 per cent**, and BCs including Muslims about **56 per cent** of the population.

## The Bills

The Legislative Assembly passed Bills in 2025 to raise BC reservation to **42 per cent** in educational institutions, state government jobs and **local bodies**. The Bills were sent to the **President** for assent, and the state asked the Union to place them in the **Ninth Schedule**.

## Legal hurdles

1. **Indra Sawhney (1992):** total reservation should not ordinarily exceed **50 per cent**, except in extraordinary circumstances.
2. Local body reservation must follow the **triple test** laid down in **K. Krishnamurthy (2010)** and **Vikas Kishanrao Gawali (2021)**: a dedicated commission, quantifiable data and the 50 per cent cap.
3. The **Ninth Schedule** does not give complete immunity — **I. R. Coelho (2007)** allows review against the basic structure.

> **Exam pointer:** Tamil Nadu's 69 per cent reservation law of 1994 was placed in the Ninth Schedule by the 76th Amendment.

**Further reading:** summaries of reservation judgments by [PRS Legislative Research](https://prsindia.org/).
`,
  },
  {
    slug: 'bhu-bharati-land-records-law',
    title: 'Bhu Bharati: The New Land Records Law Replaces Dharani',
    date: '2026-10-22',
    category: 'Telangana',
    tags: ['Land Records', 'Governance', 'Revenue'],
    summary:
      "Telangana's 2025 law and portal on land rights add an appeals system and village-level records to fix the problems of the Dharani portal.",
    source: 'https://www.telangana.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** The revenue department held **Bhu Bharati** land-records sabhas in villages to settle pending applications.

## The law

- The **Telangana Bhu Bharati (Record of Rights in Land) Act, 2025** replaced the **Telangana Rights in Land and Pattadar Pass Books Act, 2020**, under which the **Dharani** portal was run.
- The **Bhu Bharati portal** was launched on **14 April 2025**.

## Key features

1. **Two-tier appeals**: against orders of the tahsildar to the revenue divisional officer and then the collector, and a **land tribunal**.
2. **Village-level records** maintained by revenue officials.
3. **Survey maps** attached to land records before registration of sales.
4. A **Bhudhaar** number for every land parcel.
5. Recording of **inherited and pending mutations** and correction of errors.

## Why it was needed

Under Dharani, farmers found it hard to correct errors, and there was no simple way to appeal — leading to disputes and court cases.

> **Exam pointer:** Accurate land records matter for schemes such as Rythu Bharosa and for access to crop loans.
`,
  },
  {
    slug: 'ramappa-temple-unesco-heritage',
    title: "Ramappa Temple: Telangana's World Heritage Site and the Kakatiya Legacy",
    date: '2026-10-26',
    category: 'History & Culture',
    tags: ['Kakatiyas', 'UNESCO', 'Architecture', 'TGPSC Group-2'],
    summary:
      'The thirteenth-century Rudreswara temple at Palampet is famous for its sculpture, floating bricks and sandbox foundation.',
    author: 'N. Swapna Reddy',
    source: 'https://whc.unesco.org/',
    image: 'telangana-charminar',
    body: `
**Why in news:** Conservation work was taken up at the **Ramappa temple** complex ahead of the fifth anniversary of its inscription on the World Heritage List.

## About the temple

- Also called the **Rudreswara temple**, at **Palampet** in **Mulugu district**.
- Built in **1213 CE** by **Recharla Rudra**, a general of the Kakatiya king **Ganapati Deva**.
- Named after its chief sculptor, **Ramappa** — a rare case of a temple named after its artisan.
- Inscribed as a **UNESCO World Heritage Site in 2021**, India's 39th site.

## Architectural features

1. **Sandbox technique** — the foundation is filled with sand to absorb shocks from earthquakes.
2. **Floating bricks** — light bricks used in the superstructure that float on water.
3. **Madanika** (bracket figures) and sculptures of dancers that inspired the revival of **Perini Shivatandavam**.

## Other Kakatiya heritage

The **Thousand Pillar Temple** at Hanamkonda, the **Warangal Fort** with its **Kakatiya Kala Thoranam** (the arch in the state emblem) and the **Ramappa and Pakhal lakes**.

**Further reading:** [UNESCO World Heritage Centre](https://whc.unesco.org/).
`,
  },
  {
    slug: 'singareni-collieries-energy-transition',
    title: 'Singareni Collieries: Coal, Power and the Energy Transition',
    date: '2026-10-30',
    category: 'Economy',
    tags: ['Coal', 'Energy', 'PSU'],
    summary:
      "Telangana's century-old coal company is adding solar plants and exploring critical minerals while it continues to supply thermal power stations.",
    author: 'Mohd. Imran',
    source: 'https://scclmines.com/',
    image: 'energy-transition',
    body: `
**Why in news:** **Singareni Collieries Company Limited (SCCL)** commissioned new solar power plants on reclaimed mine land.

## About SCCL

- A government coal company with a history going back to **1889**; headquartered at **Kothagudem**.
- Jointly owned by the **Telangana government (51 per cent)** and the **Union government (49 per cent)**.
- Mines coal in the **Godavari valley coalfield** across Bhadradri Kothagudem, Mancherial, Peddapalli and Jayashankar Bhupalpally districts.
- Runs a thermal power plant at **Jaipur (Mancherial)**.

## Diversification

1. **Solar power** plants on mine dumps and reservoirs.
2. Interest in **critical minerals** and overseas mining.
3. Reclamation of mined land and afforestation.

## Challenges

- Coal demand will eventually fall as India moves towards net zero by 2070.
- **Just transition** for workers and mining towns.
- Safety in underground mines.

> **Exam pointer:** The Godavari valley coalfield is the only major coalfield in South India.
`,
  },
  {
    slug: 'gruha-jyothi-free-power',
    title: 'Gruha Jyothi: 200 Units of Free Electricity for Households',
    date: '2026-11-03',
    category: 'Schemes',
    tags: ['Schemes', 'Electricity', 'Welfare'],
    summary:
      'Households that use up to 200 units a month pay no electricity bill under Gruha Jyothi. The power utilities are reimbursed by the state.',
    source: 'https://www.telangana.gov.in/',
    image: 'energy-transition',
    body: `
**Why in news:** The state cleared pending subsidy dues to the power distribution companies under **Gruha Jyothi**.

## Key features

- **Free electricity** for domestic consumers who use **up to 200 units a month**.
- Households that exceed 200 units pay the full bill for that month.
- Eligible households must have a **white ration card** and link their service connection with it.
- The state pays the **distribution companies** the cost of the free power.

## Benefits

1. Savings for poor and lower-middle-class families.
2. A nudge to stay within the limit, encouraging efficient use.

## Concerns

- The finances of the **DISCOMs**, which depend on timely subsidy payments.
- Free power schemes can discourage investment in rooftop solar.

> **Exam pointer:** The Union's **PM Surya Ghar: Muft Bijli Yojana** (2024) subsidises rooftop solar to give households up to 300 units of free power a month.
`,
  },
  {
    slug: 'medaram-jatara-tribal-festival',
    title: "Medaram Jatara: Permanent Facilities after Asia's Largest Tribal Festival",
    date: '2026-11-12',
    category: 'History & Culture',
    tags: ['Tribal Culture', 'Koya', 'Festivals', 'TGPSC Group-2'],
    summary:
      'After the 2026 Sammakka Saralamma Jatara drew crores of devotees, the state approved permanent infrastructure for the biennial festival in Mulugu district.',
    author: 'N. Swapna Reddy',
    source: 'https://www.telangana.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** The state approved a master plan for **permanent facilities** at **Medaram**, after this year's **Sammakka Saralamma Jatara**.

## About the jatara

- Held every **two years** in the month of **Magha** (January–February) at Medaram in **Mulugu district**, inside the **Eturnagaram Wildlife Sanctuary**.
- Honours **Sammakka and her daughter Saralamma**, Koya women who, according to tradition, fought against the Kakatiya rulers over taxes imposed during a drought.
- Organised by the **Koya tribe**; devotees offer **bangaram** (jaggery) equal to their body weight.
- Declared a **state festival in 1996**; described as the largest tribal congregation in Asia.

## The master plan

1. Permanent structures around the **gaddelu** (platforms of the goddesses), designed with Koya elders.
2. Bathing ghats on the **Jampanna vagu**.
3. Roads, sanitation and health facilities that protect the forest.

> **Exam pointer:** Jampanna vagu is named after Sammakka's son Jampanna, who is said to have died in the battle.
`,
  },
  {
    slug: 'gig-workers-welfare-telangana',
    title: "Social Security for Gig Workers: Telangana's Welfare Framework",
    date: '2026-11-16',
    category: 'Polity',
    tags: ['Gig Economy', 'Labour', 'Social Security'],
    summary:
      "Hyderabad has lakhs of delivery and ride-hailing workers. The state's framework requires platforms to register them and contribute to a welfare fund.",
    author: 'Mohd. Imran',
    source: 'https://labour.telangana.gov.in/',
    image: 'economy-growth',
    body: `
**Why in news:** The labour department began registering **gig and platform workers** under the state's welfare framework.

## Key features

- **Registration** of all gig and platform workers, with a unique ID.
- A **welfare board** with representatives of workers, platforms and government.
- A **welfare fund** financed by a small **cess on platform transactions**.
- Benefits such as **accident insurance**, health cover and support in old age.
- Grievance redress and transparency on how algorithms assign work and pay.

## National context

- The **Code on Social Security, 2020** recognises gig and platform workers and provides for aggregators to contribute 1–2 per cent of turnover.
- **Rajasthan (2023)** and **Karnataka (2025)** passed state laws for platform workers.
- Gig workers can register on the **e-Shram** portal and get health cover under **Ayushman Bharat PM-JAY**.

### Challenges

Defining the employer, data sharing by platforms, portability across states and ensuring that the cess does not raise prices sharply.

**Further reading:** the [e-Shram portal](https://eshram.gov.in/) for unorganised workers.
`,
  },
  {
    slug: 'telangana-green-cover-haritha-haram',
    title: 'Green Cover in Telangana: From Haritha Haram to Vana Mahotsavam',
    date: '2026-11-20',
    category: 'Environment',
    summary:
      "Mass plantation drives since 2015 have increased the state's tree cover. Survival rates and native species now matter more than numbers planted.",
    author: 'Mohd. Imran',
    image: 'environment-wetland',
    body: `
**Why in news:** The forest department reviewed survival rates of saplings planted during the year's **Vana Mahotsavam** drive.

## Haritha Haram

- **Telangana Ku Haritha Haram** was launched in **2015** to increase green cover from about 24 per cent to 33 per cent of the state's area.
- Saplings were planted along roads, in villages, institutions and degraded forests.
- Every gram panchayat was required to maintain a **nursery** and a **Palle Prakruthi Vanam** (village nature park).

## What the data show

Forest surveys have recorded an increase in tree cover in the state, especially outside forests.

## Lessons

1. **Survival rates** must be measured and reported, not only the number of saplings planted.
2. **Native species** such as neem, peepal, banyan and jammi support more biodiversity than exotic ones.
3. **Community ownership** improves survival.

> **Exam pointer:** The **National Forest Policy, 1988** aims at one-third of the country's area under forest or tree cover.
`,
  },
  {
    slug: 'young-india-skills-university',
    title: 'Young India Skills University: Industry-led Skilling',
    date: '2026-11-25',
    category: 'Telangana',
    tags: ['Skills', 'Higher Education', 'Employment'],
    summary:
      "The state's skills university designs courses with industry partners and places students in apprenticeships from the first year.",
    source: 'https://www.telangana.gov.in/',
    image: 'health-science',
    body: `
**Why in news:** The **Young India Skills University** admitted a new batch of students to courses designed with industry partners.

## About the university

- Established by a state law in **2024**, with its campus in **Bharat Future City**.
- Governed by a board chaired by an industry leader.
- Courses in **pharma, logistics, construction, retail, banking and financial services** and other sectors, each designed with partner companies.
- **Apprenticeships** and on-the-job training are part of every course.

## Why skills matter

1. Many graduates lack job-ready skills, while industries report shortages.
2. India's demographic dividend depends on productive employment for the young.
3. Skill certificates linked to national standards help mobility across states.

## National link

The **Skill India Mission**, the **National Skills Qualification Framework** and the **PM Internship Scheme** aim to bridge the gap between education and work.

> **Exam pointer:** The **Young India Integrated Residential Schools** are a separate programme of the state for school education.
`,
  },
];
