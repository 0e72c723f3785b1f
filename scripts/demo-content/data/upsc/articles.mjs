/**
 * UPSC current affairs articles (blogPost). Written for this demo: events in 2026 are
 * illustrative, the static facts they hang on are real. `page` defaults to ['upsc']; `page: null`
 * leaves the field out (those are listed for UPSC through the "Current Affairs" category).
 * Deliberate gaps for the fallback texts: no featured image (National Sports Day), no summary
 * (World Food Day), no tags and no source (Rashtriya Ekta Diwas), several without author.
 */
export default [
  {
    slug: 'census-2027-houselisting-phase-what-comes-next',
    title: 'Census 2027: House-listing Phase Nears Completion — What the Enumeration Phase Will Cover',
    date: '2026-08-04',
    category: 'Polity',
    tags: ['Census', 'Governance', 'GS Paper II'],
    summary:
      'With house-listing operations winding up across states, attention turns to the population enumeration, the first Census to be conducted digitally and to record caste.',
    source: 'https://censusindia.gov.in/',
    image: 'polity-parliament',
    body: `
**Why in news:** The house-listing and housing census, the first of the two phases of Census 2027, is drawing to a close in most states. Enumerators have used a mobile application for the first time, and households were offered a self-enumeration window online.

## Two phases, two reference dates

- **House-listing and housing census:** condition of houses, amenities such as drinking water, toilets, cooking fuel and assets owned by households.
- **Population enumeration:** age, sex, education, occupation, migration, fertility and, this time, caste.
- The reference date for the country is **1 March 2027**; for Ladakh and the snow-bound areas of Jammu and Kashmir, Himachal Pradesh and Uttarakhand it is **1 October 2026**.

### Legal basis

The Census is conducted under the **Census Act, 1948** by the Office of the Registrar General and Census Commissioner, under the Ministry of Home Affairs. "Census" is a Union subject (Entry 69, Union List). Individual information collected is confidential and cannot be used as evidence in court.

## Why it matters

The last Census was held in 2011; the 2021 round was postponed. Fresh data will feed the delimitation of constituencies, the rollout of **women's reservation** under the 106th Constitutional Amendment and the targeting of welfare schemes that still rely on 2011 figures.

> **Prelims pointer:** The first Census was taken in 1872 and the first synchronous one in 1881; Census 2027 will be the sixteenth overall and the eighth after Independence.

**Further reading:** [Census of India](https://censusindia.gov.in/) and [Press Information Bureau](https://pib.gov.in/) releases.
`,
  },
  {
    slug: 'new-gdp-series-base-year-2022-23-explained',
    title: 'New GDP Series with Base Year 2022-23: What Changes and Why',
    date: '2026-08-09',
    category: 'Economy',
    tags: ['GDP', 'MoSPI', 'National Accounts', 'GS Paper III'],
    summary:
      "The statistics ministry has moved national accounts to a new base year. A newer base captures today's economy better — digital services, gig work and GST data included.",
    author: 'R. Anil Kumar',
    source: 'https://www.mospi.gov.in/',
    image: 'economy-growth',
    body: `
**Why in news:** The National Statistics Office (NSO) under the Ministry of Statistics and Programme Implementation (MoSPI) now publishes GDP estimates on the **2022-23 base**, replacing the 2011-12 series that had been in use for more than a decade.

## What a base year is

A base year is the reference year whose prices are used to compute **real (constant-price) GDP** and whose economic structure decides the weights of sectors. As an economy changes, an old base over-weights sectors that have shrunk and misses new ones.

## What is new in the series

- Wider use of **GST returns** and corporate filings with the Ministry of Corporate Affairs for the organised sector.
- Better coverage of the **unorganised sector** through annual surveys of unincorporated enterprises.
- New activities such as platform-based services and digital payments reflected in the weights.
- Revised **Consumer Price Index** and **Wholesale Price Index** series aligned to recent base years, so deflators match the new structure.

### Key terms

**Gross Value Added (GVA)** measures output minus intermediate consumption by sector; **GDP = GVA + product taxes − product subsidies**. Nominal GDP is at current prices; real GDP removes the effect of price changes.

## Way forward

Back-series data (recomputing older years on the new base) are essential so that growth rates over time remain comparable. Regular five-yearly base revisions, as recommended by statistical bodies, would keep the numbers credible.
`,
  },
  {
    slug: 'world-elephant-day-corridors-and-conflict',
    title: 'World Elephant Day: Securing Corridors to Reduce Human–Elephant Conflict',
    date: '2026-08-12',
    category: 'Environment',
    tags: ['Wildlife', 'Project Elephant', 'Biodiversity'],
    summary:
      "India is home to most of the world's wild Asian elephants. Fragmented corridors push herds into farms and villages, and conflict costs lives on both sides.",
    author: 'S. Farzana Begum',
    source: 'https://moef.gov.in/',
    image: 'environment-wetland',
    body: `
**Why in news:** World Elephant Day is observed on **12 August**. This year's observance focused on restoring elephant corridors — narrow strips of habitat that connect larger forests.

## Key facts

- The Asian elephant (_Elephas maximus_) is listed as **Endangered** on the IUCN Red List and in **Schedule I** of the Wild Life (Protection) Act, 1972.
- The elephant was declared India's **National Heritage Animal** in 2010.
- **Project Elephant** was launched in **1992** as a centrally sponsored scheme; it was merged with Project Tiger in 2023 under a single division of the Environment Ministry.
- India has 33 notified **Elephant Reserves** spread across 14 states.

## Why conflict is rising

1. Linear infrastructure — highways, railways and canals — cuts across migration routes.
2. Mining and encroachment shrink forest cover in central India.
3. Crops such as paddy and sugarcane attract herds into fields.

## Way forward

Wildlife-friendly underpasses, early-warning SMS systems, solar fencing, quick compensation and community-led "elephant friends" groups have worked where they were tried. Securing corridors through land purchase or conservation easements is the lasting fix.
`,
  },
  {
    slug: 'nisar-first-year-in-orbit',
    title: 'NISAR Completes a Year in Orbit: What the Radar Satellite Is Telling Us',
    date: '2026-08-17',
    category: 'Science & Technology',
    tags: ['ISRO', 'NASA', 'Remote Sensing', 'GS Paper III'],
    summary:
      "The NASA–ISRO Synthetic Aperture Radar mission, launched from Sriharikota in July 2025, is now mapping Earth's changing surface every twelve days.",
    author: 'P. Ravi Teja',
    source: 'https://www.isro.gov.in/',
    image: 'space-launch',
    body: `
**Why in news:** A year after its launch on a GSLV from the Satish Dhawan Space Centre, **NISAR** has moved from calibration to routine science, releasing data on crops, glaciers, coastlines and ground deformation.

## About the mission

- **NISAR** stands for NASA–ISRO Synthetic Aperture Radar; it is the first Earth observation satellite jointly built by the two agencies.
- It carries **two radars**: an L-band radar from NASA's Jet Propulsion Laboratory and an S-band radar from ISRO.
- It images nearly all of Earth's land and ice surfaces **every 12 days**, day and night, through clouds.
- It flies in a **sun-synchronous orbit** at about 740 km.

### Why radar?

Optical satellites need sunlight and clear skies. A synthetic aperture radar sends its own microwave pulses, so it can see through cloud cover during the monsoon — exactly when floods and landslides happen.

## Uses for India

- Crop area estimation and soil moisture for agriculture.
- Monitoring Himalayan glaciers and glacial lakes.
- Measuring land subsidence in cities and around mines.
- Mapping coastal erosion and mangrove health.

> **Prelims pointer:** L-band penetrates vegetation better; S-band is more sensitive to crops and surface roughness. NISAR's free and open data policy makes its images available to researchers worldwide.

**Further reading:** [NISAR mission page at NASA JPL](https://nisar.jpl.nasa.gov/) and [ISRO missions](https://www.isro.gov.in/).
`,
  },
  {
    slug: 'national-space-day-2026-chandrayaan-to-space-station',
    title: 'National Space Day 2026: From Chandrayaan-3 to the Bharatiya Antariksh Station',
    date: '2026-08-23',
    category: 'Science & Technology',
    tags: ['ISRO', 'Space', 'Chandrayaan-3', 'Gaganyaan'],
    summary:
      "Three years after Vikram touched down near the lunar south pole, India's space programme is preparing for crewed flight and its own space station.",
    source: 'https://www.isro.gov.in/',
    image: 'space-launch',
    body: `
**Why in news:** India observes **National Space Day on 23 August**, the day the Chandrayaan-3 lander Vikram landed near the Moon's south pole in 2023. The landing site is called **Shiv Shakti Point**.

## The road so far

- **Chandrayaan-3 (2023):** soft landing and rover operations near the lunar south pole — India became the fourth country to soft-land on the Moon and the first near its south pole.
- **Aditya-L1 (2023):** India's first solar observatory, placed in a halo orbit around the Sun–Earth **Lagrange point L1**.
- **SpaDeX (2025):** in-orbit docking of two small satellites, a key technology for space stations.
- **NISAR (2025):** joint Earth observation radar with NASA.

## What lies ahead

1. **Gaganyaan** — uncrewed orbital flights followed by India's first crewed mission.
2. **Bharatiya Antariksh Station** — the first module is targeted for 2028 and a full station by 2035.
3. **Chandrayaan-4** — a lunar sample-return mission.
4. A crewed Moon landing by 2040.

### The private sector

The **Indian Space Policy 2023** and IN-SPACe, the single-window authorisation agency, have opened launch vehicles, satellites and ground stations to private companies. Foreign direct investment rules for the sector were liberalised in 2024.
`,
  },
  {
    slug: 'western-ghats-landslides-lessons-from-the-monsoon',
    title: 'Landslides in the Western Ghats: Lessons from Another Monsoon',
    date: '2026-08-28',
    category: 'Geography',
    tags: ['Disaster Management', 'Western Ghats', 'Monsoon'],
    summary:
      "Heavy rain, steep slopes and changing land use make the Western Ghats one of India's most landslide-prone regions. Early warning and zoning can save lives.",
    author: 'S. Farzana Begum',
    source: 'https://ndma.gov.in/',
    image: 'environment-wetland',
    body: `
**Why in news:** Several districts along the Western Ghats reported landslides during the peak of the south-west monsoon, renewing the debate on land-use rules in ecologically sensitive areas.

## Why the Ghats slide

- **Steep slopes** and deeply weathered laterite soil that loses strength when saturated.
- **Extreme rainfall** concentrated over a few days — rainfall intensity matters more than the seasonal total.
- **Land-use change**: quarrying, road cutting on slopes, and replacement of natural forest by monoculture plantations.

## What the expert panels said

The **Gadgil panel (2011)** proposed treating the whole Ghats as ecologically sensitive in three zones. The **Kasturirangan committee (2013)** recommended notifying about 37 per cent of the area — roughly 60,000 sq km — as an Ecologically Sensitive Area. The final notification is still pending after several drafts.

## Way forward

1. Landslide susceptibility mapping by the **Geological Survey of India** down to the village level.
2. Rain-gauge based early warnings with clear evacuation triggers.
3. Strict control on quarrying and construction on slopes above a set gradient.
4. Community drills before the monsoon, as done for cyclones on the east coast.

> **Prelims pointer:** The Western Ghats are a UNESCO World Heritage Site (2012) and one of the world's biodiversity hotspots.
`,
  },
  {
    slug: 'national-sports-day-khelo-bharat-niti',
    title: 'National Sports Day: Khelo Bharat Niti and the New Sports Governance Law',
    date: '2026-08-31',
    category: 'Current Affairs',
    page: null,
    tags: ['Sports', 'Governance', 'Awards'],
    summary:
      "Marking Major Dhyan Chand's birth anniversary, the day puts the spotlight on the National Sports Policy 2025 and the law that sets governance standards for sports federations.",
    author: 'Akshara Current Affairs Desk',
    body: `
**Why in news:** **National Sports Day** is celebrated on **29 August**, the birth anniversary of hockey legend **Major Dhyan Chand**. This year's events highlighted the rollout of the National Sports Policy and the new governance framework for federations.

## National Sports Policy 2025 (Khelo Bharat Niti)

- Replaces the policy of 2001 and aims to make India a top-five sporting nation by 2047.
- Five pillars: excellence on the global stage, sports for economic development, sports for social development, sports as a people's movement, and integration with education under the NEP 2020.

## National Sports Governance Act, 2025

- Provides for a **National Sports Board** to recognise and regulate national sports federations.
- Sets up a **National Sports Tribunal** for faster dispute resolution.
- Requires athlete representation and ethics codes in federations.

### Awards to remember

The **Major Dhyan Chand Khel Ratna** is India's highest sporting honour; the **Arjuna Award** recognises consistent performance, and the **Dronacharya Award** honours coaches.
`,
  },
  {
    slug: 'governors-assent-after-presidential-reference',
    title: "Explained: The Governor's Assent to State Bills after the Supreme Court's Advisory Opinion",
    date: '2026-09-03',
    category: 'Polity',
    tags: ['Governor', 'Federalism', 'Article 200', 'GS Paper II'],
    summary:
      'The Constitution gives the Governor options on a Bill but no deadline. How courts have read Article 200 — and why Centre–state friction over pending Bills persists.',
    author: 'M. Lakshmi Prasanna',
    source: 'https://www.sci.gov.in/',
    image: 'judiciary-court',
    body: `
**Why in news:** Delays in granting assent to state Bills continue to be debated in several states, nearly a year after the Supreme Court gave its opinion on a **Presidential reference under Article 143**.

## The Governor's options under Article 200

When a Bill passed by the state legislature is presented, the Governor may:

1. **Assent** to the Bill;
2. **Withhold** assent;
3. **Return** the Bill (if not a Money Bill) with a message asking the House to reconsider — if passed again, the Governor "shall not withhold assent";
4. **Reserve** the Bill for the consideration of the President (Article 201).

## What the advisory opinion said

- Courts cannot prescribe **fixed timelines** for the Governor or the President, and there is no "deemed assent".
- At the same time, the Governor cannot sit on a Bill **indefinitely**; prolonged and unexplained inaction can be examined by courts in a limited way.
- The Governor ordinarily acts on the **aid and advice** of the Council of Ministers, with discretion only where the Constitution allows.

### Committees on the issue

The **Sarkaria Commission (1988)** and the **Punchhi Commission (2010)** both recommended time limits for decisions on reserved Bills and a Governor who stays above party politics.

## Way forward

Conventions agreed between the Union and the states — for instance through the Inter-State Council — would do more for cooperative federalism than litigation.
`,
  },
  {
    slug: 'pm-kisan-direct-benefit-transfer-explained',
    title: 'PM-KISAN: How the Direct Benefit Transfer Reaches Farmers',
    date: '2026-09-10',
    category: 'Schemes',
    tags: ['Agriculture', 'DBT', 'Schemes', 'GS Paper III'],
    summary:
      "Another instalment of income support has been credited to farmers' accounts. A quick recap of who is eligible, how much they get and how leakages are checked.",
    source: 'https://pmkisan.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** The Union government released the latest instalment of **Pradhan Mantri Kisan Samman Nidhi (PM-KISAN)** to farmer families across the country through direct benefit transfer.

## Scheme at a glance

- Launched in **February 2019** as a **central sector scheme** — fully funded by the Union.
- **₹6,000 a year** per eligible farmer family, paid in **three instalments of ₹2,000**.
- Money goes straight to **Aadhaar-seeded bank accounts**.
- Excludes institutional landholders, income-tax payers, serving and retired officials above a set level and professionals such as doctors and lawyers.

## How targeting is kept clean

- **e-KYC** through Aadhaar OTP or biometrics is mandatory.
- Land records are verified by states before payment.
- A **face authentication** feature in the mobile app lets farmers complete e-KYC without visiting a centre.

### Debate

Supporters say the transfers help small farmers buy seed and fertiliser on time. Critics point out that **tenant farmers and sharecroppers**, who do not own land, are left out — a gap some state schemes try to fill.

> **Prelims pointer:** PM-KISAN is a central sector scheme, not a centrally sponsored one — states share no cost.
`,
  },
  {
    slug: 'world-ozone-day-kigali-amendment-hfc-phase-down',
    title: "World Ozone Day: The Kigali Amendment and India's HFC Phase-down",
    date: '2026-09-16',
    category: 'Environment',
    tags: ['Ozone', 'Montreal Protocol', 'Climate Change'],
    summary:
      'The Montreal Protocol is the most successful environmental treaty so far. Its Kigali Amendment now turns it into a climate treaty too.',
    author: 'S. Farzana Begum',
    source: 'https://ozone.unep.org/',
    image: 'environment-wetland',
    body: `
**Why in news:** The **International Day for the Preservation of the Ozone Layer** is observed on **16 September**, the date the Montreal Protocol was signed in 1987.

## The treaties

- **Vienna Convention (1985):** framework for protecting the ozone layer.
- **Montreal Protocol (1987):** phases out ozone-depleting substances such as CFCs and halons; the only UN treaty ratified by every country.
- **Kigali Amendment (2016):** adds **hydrofluorocarbons (HFCs)** — not ozone-depleting, but powerful greenhouse gases used in air-conditioners and refrigerators.

## India's commitments

India ratified the Kigali Amendment in **2021** and is in the group of countries that will:

- **freeze** HFC consumption in **2028**, and
- cut it by **85 per cent by 2047** from the baseline.

The **India Cooling Action Plan (2019)** aims to reduce cooling demand and refrigerant use across sectors.

### Why it matters

Scientists estimate the ozone layer could return to 1980 levels around the middle of this century. The HFC phase-down alone could avoid up to 0.4 °C of warming by 2100.

**Further reading:** [UNEP Ozone Secretariat](https://ozone.unep.org/).
`,
  },
  {
    slug: 'one-year-of-two-slab-gst',
    title: 'One Year of Two-slab GST: Collections, Compliance and What Is Next',
    date: '2026-09-22',
    category: 'Economy',
    tags: ['GST', 'Taxation', 'Fiscal Federalism', 'GS Paper III'],
    summary:
      'A year after the GST Council collapsed most rates into 5 and 18 per cent, the simpler structure has cut classification disputes. Revenue neutrality and state finances remain the test.',
    author: 'R. Anil Kumar',
    source: 'https://www.gst.gov.in/',
    image: 'economy-growth',
    body: `
**Why in news:** **22 September** marks a year since the rationalised Goods and Services Tax structure came into force, with most goods and services taxed at **5 per cent or 18 per cent** and a special rate of **40 per cent** on a small list of luxury and sin goods.

## What changed

- The 12 and 28 per cent slabs were largely merged into the two main rates.
- Many daily-use items, medicines and farm inputs moved to the lower rate.
- The **compensation cess**, levied to pay states for revenue loss in GST's first years, is being wound down.

## The GST Council

- Constitutional body under **Article 279A**, inserted by the **101st Constitutional Amendment Act, 2016**.
- Chaired by the **Union Finance Minister**; all state finance ministers are members.
- The Union has one-third of the votes and states two-thirds; decisions need **three-fourths** of the weighted votes.

## Early results

1. Fewer disputes over which slab a product falls in.
2. Higher consumption of goods whose rates fell, partly offsetting the revenue cost.
3. States that depended on compensation have asked for other sources of buoyant revenue.

> **Prelims pointer:** Alcohol for human consumption stays outside GST; crude oil, petrol, diesel, natural gas and aviation turbine fuel will come under GST only from a date the Council recommends.
`,
  },
  {
    slug: 'antimicrobial-resistance-silent-pandemic',
    title: 'Antimicrobial Resistance: Why the "Silent Pandemic" Needs a One Health Response',
    date: '2026-09-26',
    category: 'Science & Technology',
    tags: ['Health', 'AMR', 'One Health', 'GS Paper III'],
    summary:
      'Drug-resistant infections already kill more than a million people a year worldwide. India, with high antibiotic use, is central to the global response.',
    author: 'P. Ravi Teja',
    source: 'https://www.who.int/',
    image: 'health-science',
    body: `
**Why in news:** Health ministries and research bodies reviewed progress on the targets of the 2024 **UN political declaration on antimicrobial resistance**, which aims to cut deaths linked to AMR by **10 per cent by 2030**.

## What AMR is

Antimicrobial resistance happens when bacteria, viruses, fungi and parasites evolve so that medicines no longer work against them. **Overuse and misuse** of antibiotics in people, animals and farms speeds this up.

## India's response

- **National Action Plan on AMR** built on the **One Health** approach — linking human, animal and environmental health.
- The **Red Line campaign** asks people not to use medicines whose packs carry a red vertical line without a prescription.
- **Kerala** was the first state to publish a state action plan on AMR.
- ICMR runs a national surveillance network of laboratories.

### The WHO AWaRe list

WHO groups antibiotics into **Access**, **Watch** and **Reserve**; the aim is for Access antibiotics to make up at least 70 per cent of use.

## Way forward

1. Prescription audits and stewardship in every hospital.
2. Limits on antibiotics as growth promoters in poultry and fish farming.
3. Incentives for new antibiotics, which earn little for drug companies.
4. Clean water and sanitation — fewer infections mean fewer antibiotics.
`,
  },
  {
    slug: 'swachh-bharat-mission-at-twelve',
    title: 'Swachh Bharat Mission at Twelve: From Open Defecation Free to ODF Plus',
    date: '2026-10-02',
    category: 'Current Affairs',
    page: null,
    tags: ['Sanitation', 'Schemes', 'Gandhi Jayanti'],
    summary:
      'Launched on Gandhi Jayanti in 2014, the mission has moved from building toilets to managing waste. The harder second phase is about behaviour and systems.',
    source: 'https://swachhbharatmission.ddws.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** **2 October** marked twelve years of the **Swachh Bharat Mission (SBM)**, with the annual Swachhata Hi Seva fortnight leading up to Gandhi Jayanti.

## Two missions

- **SBM (Gramin)** under the Ministry of Jal Shakti — rural India was declared **Open Defecation Free (ODF)** in 2019. Phase II aims at **ODF Plus**: solid and liquid waste management in every village.
- **SBM (Urban)** under the Ministry of Housing and Urban Affairs — **SBM-U 2.0** (2021–26) aims at **garbage-free cities**, scientific processing of legacy waste and used-water management.

## Tools that keep the mission going

1. **Swachh Survekshan**, the annual cleanliness survey of cities.
2. Star ratings for garbage-free cities.
3. **GOBARdhan** for turning cattle dung and farm waste into biogas.
4. Plastic waste management units at block level.

### Challenges

Faecal sludge from toilets must be safely emptied and treated; segregation at source is still weak in many towns; and sanitation workers need safety equipment and dignity at work.

> **Prelims pointer:** SBM-Gramin is implemented by the Department of Drinking Water and Sanitation, Ministry of Jal Shakti.
`,
  },
  {
    slug: 'rbi-policy-repo-rate-unchanged-october-2026',
    title: 'RBI Keeps the Repo Rate Unchanged as Inflation Stays Below Target',
    date: '2026-10-08',
    category: 'Economy',
    tags: ['RBI', 'Monetary Policy', 'Inflation', 'GS Paper III'],
    summary:
      'The Monetary Policy Committee voted to hold the policy rate, noting benign inflation and steady growth. A recap of how the MPC works and what the decision means.',
    author: 'R. Anil Kumar',
    source: 'https://www.rbi.org.in/',
    image: 'economy-growth',
    body: `
**Why in news:** At its October meeting, the **Monetary Policy Committee (MPC)** of the Reserve Bank of India kept the **policy repo rate unchanged** and retained a **neutral stance**, citing headline inflation below the 4 per cent target for several months.

![asset:cpi-inflation-chart]

## How the MPC works

- Set up under the **RBI Act, 1934** (amended in 2016) — the framework is called **flexible inflation targeting**.
- **Six members**: the RBI Governor (chair, with a casting vote), a Deputy Governor, one RBI officer and **three external members** appointed by the Union government for four years.
- The government sets the target in consultation with the RBI: **CPI inflation of 4 per cent with a band of 2 to 6 per cent**.
- If inflation stays outside the band for **three consecutive quarters**, the RBI must report the reasons and remedial action to the government.

## Tools in the kit

- **Repo rate** — the rate at which the RBI lends to banks overnight against government securities.
- **Standing Deposit Facility (SDF)** — the floor of the liquidity corridor, where banks park surplus funds without collateral.
- **Marginal Standing Facility (MSF)** — the ceiling, for emergency borrowing.
- **Cash Reserve Ratio (CRR)** — share of deposits banks keep with the RBI.

### Reading the decision

A pause lets earlier rate cuts pass through to loan rates. With food prices soft and growth steady, the committee chose to keep its options open rather than signal the next move.

**Further reading:** the [Monetary Policy Statement and minutes](https://www.rbi.org.in/) on the RBI website.
`,
  },
  {
    slug: 'india-uk-trade-agreement-what-changes-for-exporters',
    title: 'India–UK Trade Agreement: What Changes for Exporters',
    date: '2026-10-12',
    category: 'International Relations',
    tags: ['Trade', 'India-UK', 'FTA', 'GS Paper II'],
    summary:
      'The Comprehensive Economic and Trade Agreement cuts tariffs on most Indian exports to Britain and includes a social security pact for temporary workers.',
    author: 'M. Lakshmi Prasanna',
    source: 'https://commerce.gov.in/',
    image: 'global-diplomacy',
    body: `
**Why in news:** Exporters' bodies held outreach sessions across India on using the **India–UK Comprehensive Economic and Trade Agreement (CETA)**, signed in July 2025.

## Highlights of the agreement

- Tariff-free access for about **99 per cent of Indian exports** to the UK by value, including textiles, leather, footwear, gems and jewellery, and marine products.
- India reduces duties on British goods such as whisky, cars (under a quota) and medical devices in stages.
- A **Double Contribution Convention** exempts Indian professionals on short-term postings in the UK from paying social security there for up to three years.
- Chapters on services, digital trade, government procurement and intellectual property.

## Why it matters

1. Labour-intensive sectors gain in a market where competitors such as Bangladesh and Vietnam already enjoy preferences.
2. It is one of India's most comprehensive trade agreements with a developed economy.
3. It signals India's shift to **new-generation FTAs** after the UAE and Australia agreements.

### Concerns

Rules of origin, the UK's planned **carbon border levy** on steel and aluminium, and non-tariff barriers such as standards and certification could limit the gains if not addressed.
`,
  },
  {
    slug: 'world-food-day-food-security-and-millets',
    title: 'World Food Day: Food Security, Nutrition and the Place of Millets',
    date: '2026-10-16',
    category: 'Current Affairs',
    page: null,
    tags: ['Food Security', 'Nutrition', 'Agriculture'],
    author: 'Akshara Current Affairs Desk',
    source: 'https://nfsa.gov.in/',
    image: 'rural-schemes',
    body: `
**Why in news:** **World Food Day** is observed on **16 October**, the founding day of the Food and Agriculture Organization (FAO) in 1945.

## India's food security architecture

- The **National Food Security Act, 2013** covers up to **75 per cent of the rural and 50 per cent of the urban population**.
- Priority households receive **5 kg of grain per person per month**; Antyodaya Anna Yojana families get **35 kg per household**.
- Under **PM Garib Kalyan Anna Yojana**, this grain is free; the scheme was extended for five years from January 2024.
- **One Nation One Ration Card** lets migrant workers draw rations anywhere in the country.

## From calories to nutrition

Food security is no longer only about enough grain. Anaemia and stunting call for **diverse diets** — pulses, vegetables, milk and eggs — and for fortified rice, now supplied through the public distribution system.

### Millets

India led the **International Year of Millets 2023**. Millets such as jowar, bajra and ragi need less water, tolerate heat and are rich in fibre and minerals. Several states now add them to the public distribution system and school meals.
`,
  },
  {
    slug: 'digital-arrest-scams-how-to-stay-safe',
    title: 'Digital Arrest Scams: How the Fraud Works and How to Report It',
    date: '2026-10-20',
    category: 'Internal Security',
    tags: ['Cyber Security', 'Fraud', 'GS Paper III'],
    summary:
      'Fraudsters posing as police or investigators keep victims on video calls for hours and extract money. There is no such thing as a "digital arrest" in Indian law.',
    author: 'P. Ravi Teja',
    source: 'https://cybercrime.gov.in/',
    image: 'global-diplomacy',
    body: `
**Why in news:** Law enforcement agencies issued fresh advisories after a rise in "**digital arrest**" frauds, in which callers impersonate officers of the police, customs or central agencies.

## How the scam works

1. A call claims a parcel in the victim's name contains drugs, or their Aadhaar is linked to a crime.
2. The victim is moved to a video call with fake uniforms and a fake "police station" backdrop.
3. They are told not to disconnect or tell anyone — a so-called digital arrest.
4. Money is demanded for "verification" or "bail" and moved quickly through mule accounts.

## Spot the trap

Scam messages often carry a link that looks official. A typical one reads: "Your account is frozen — [click here to verify your KYC](javascript:alert(document.cookie))". Never open such links; genuine agencies do not send them.

## What the law says

- No Indian law allows arrest or interrogation over a video call.
- Impersonation and cheating are offences under the **Bharatiya Nyaya Sanhita, 2023**, and identity theft under the **Information Technology Act, 2000**.

## How to report

- Call the national cyber fraud helpline **1930** as soon as possible — quick reporting helps freeze the money.
- File a complaint at the [National Cyber Crime Reporting Portal](https://cybercrime.gov.in/).
- Report suspicious numbers through the **Chakshu** facility on the [Sanchar Saathi portal](https://sancharsaathi.gov.in/).

The **Indian Cyber Crime Coordination Centre (I4C)** under the Ministry of Home Affairs coordinates the national response.
`,
  },
  {
    slug: 'ramsar-wetlands-what-listing-means',
    title: "Ramsar Wetlands: What an International Listing Means for India's Sites",
    date: '2026-10-24',
    category: 'Environment',
    tags: ['Wetlands', 'Ramsar Convention', 'Biodiversity'],
    summary:
      'With more than ninety Ramsar sites, India has the largest network in Asia. A listing brings recognition but no automatic protection.',
    author: 'S. Farzana Begum',
    source: 'https://www.ramsar.org/',
    image: 'environment-wetland',
    body: `
**Why in news:** New additions to India's list of **Wetlands of International Importance** were announced this month, taking the country's network of Ramsar sites past ninety.

## The Ramsar Convention

- Signed in **1971** at **Ramsar, Iran**; India joined in **1982**.
- The first Indian sites were **Chilika Lake** (Odisha) and **Keoladeo National Park** (Rajasthan).
- The **Montreux Record** lists sites where the ecological character is changing for the worse; Keoladeo and Loktak Lake are on it.
- **World Wetlands Day** is celebrated on **2 February**.

## Protection at home

Ramsar status is recognition, not a law. Protection comes from the **Wetlands (Conservation and Management) Rules, 2017**, under which state wetland authorities notify wetlands and list banned activities, and from the **Amrit Dharohar** initiative for Ramsar sites.

### Why wetlands matter

- They store floodwater and recharge groundwater.
- Mangroves and peatlands lock away large amounts of carbon.
- They are breeding grounds for fish and stopovers for migratory birds on the Central Asian Flyway.

> **Prelims pointer:** Tamil Nadu has the highest number of Ramsar sites among Indian states.
`,
  },
  {
    slug: 'rashtriya-ekta-diwas-sardar-patel-integration',
    title: 'Rashtriya Ekta Diwas: Sardar Patel and the Integration of the Princely States',
    date: '2026-10-31',
    category: 'Current Affairs',
    page: null,
    summary:
      'National Unity Day recalls how more than 560 princely states joined the Indian Union within two years of Independence.',
    body: `
**Why in news:** **31 October**, the birth anniversary of **Sardar Vallabhbhai Patel**, is observed as **Rashtriya Ekta Diwas** (National Unity Day), with "Run for Unity" events across the country.

## Integration in brief

- At Independence there were over **560 princely states**, covering about 40 per cent of the territory.
- Patel, as Home Minister, with **V. P. Menon** as Secretary of the States Department, persuaded rulers to sign the **Instrument of Accession**, handing over defence, external affairs and communications.
- Most states acceded by 15 August 1947. **Junagadh** joined after a plebiscite, **Hyderabad** after "Operation Polo" in September 1948, and **Jammu and Kashmir** acceded in October 1947.

## Legacy

The **Statue of Unity** in Gujarat, 182 metres tall, was unveiled in 2018. Patel is also remembered as the architect of the **All India Services**, which he called the "steel frame" of the administration.
`,
  },
  {
    slug: 'cop31-india-climate-finance-priorities',
    title: 'COP31: What India Is Seeking on Climate Finance and Adaptation',
    date: '2026-11-03',
    category: 'Environment',
    tags: ['Climate Change', 'UNFCCC', 'Energy', 'GS Paper III'],
    summary:
      'As negotiators meet for the 31st climate summit, India is pressing for finance that matches the new collective goal and for a stronger push on adaptation.',
    author: 'S. Farzana Begum',
    source: 'https://unfccc.int/',
    image: 'energy-transition',
    body: `
**Why in news:** The **31st Conference of the Parties (COP31)** to the UN Framework Convention on Climate Change opens this month. India has set out its priorities ahead of the talks.

## Where the negotiations stand

- **Paris Agreement (2015):** keep warming well below 2 °C and pursue 1.5 °C; countries submit **Nationally Determined Contributions (NDCs)** every five years.
- **New Collective Quantified Goal (COP29, 2024):** developed countries to lead in mobilising at least **USD 300 billion a year by 2035** for developing countries, within a wider call for USD 1.3 trillion.
- **Global Goal on Adaptation:** indicators to track progress are being finalised.

## India's position

1. Finance should be **grant-based or concessional**, not loans that add to debt.
2. **Common but differentiated responsibilities** must remain the basis of action.
3. Unilateral trade measures such as carbon border taxes should not be dressed as climate policy.

## India's own targets

- Reduce the **emissions intensity of GDP by 45 per cent by 2030** from 2005 levels.
- **50 per cent of installed power capacity from non-fossil sources by 2030** — a mark crossed in 2025, well ahead of time.
- **Net zero by 2070**.

> **Prelims pointer:** The International Solar Alliance, launched by India and France at COP21 in 2015, has its headquarters in Gurugram.

**Further reading:** [UNFCCC](https://unfccc.int/) documents on the NCQG and the Global Goal on Adaptation.
`,
  },
  {
    slug: 'gaganyaan-milestones-first-crewed-flight',
    title: "Gaganyaan: Milestones on the Road to India's First Crewed Flight",
    date: '2026-11-07',
    category: 'Science & Technology',
    tags: ['ISRO', 'Gaganyaan', 'Human Spaceflight'],
    summary:
      "Uncrewed orbital tests, crew escape trials and astronaut training are lining up for India's first human spaceflight. Here is what each step proves.",
    author: 'P. Ravi Teja',
    source: 'https://www.isro.gov.in/',
    image: 'space-launch',
    body: `
**Why in news:** ISRO reviewed preparations for the next uncrewed **Gaganyaan** orbital flight, which will carry the humanoid robot **Vyommitra**.

## The mission

- Aim: carry a crew of up to three to a **low Earth orbit of about 400 km** for up to three days and return them safely to a sea landing.
- Launcher: a **human-rated LVM3**.
- The crew module is designed by ISRO; the astronauts are trained at ISRO's Astronaut Training Facility in Bengaluru.

## Milestones so far

1. **Pad Abort Test (2018)** and **Test Vehicle flight TV-D1 (2023)** proved the crew escape system.
2. Integrated air-drop tests of the parachute system.
3. Four **astronaut-designates** from the Indian Air Force were named in 2024.
4. Group Captain **Shubhanshu Shukla** flew to the International Space Station on the **Axiom-4** mission in 2025, becoming the second Indian in space after **Rakesh Sharma (1984)**.

### Why it matters

Human spaceflight builds the life-support, docking and re-entry skills needed for the **Bharatiya Antariksh Station** and, in the long run, a crewed Moon mission.
`,
  },
  {
    slug: 'one-nation-one-election-jpc-update',
    title: 'One Nation, One Election: Where the Joint Parliamentary Committee Stands',
    date: '2026-11-11',
    category: 'Polity',
    tags: ['Elections', 'Constitutional Amendment', 'GS Paper II'],
    summary:
      'The committee examining the simultaneous elections Bills continues its consultations with states, experts and former judges.',
    author: 'M. Lakshmi Prasanna',
    source: 'https://prsindia.org/',
    image: 'polity-parliament',
    body: `
**Why in news:** The **Joint Parliamentary Committee (JPC)** examining the Bills for simultaneous elections to the Lok Sabha and state Assemblies held further hearings with constitutional experts.

## The Bills

- The **Constitution (One Hundred and Twenty-Ninth Amendment) Bill, 2024** proposes a new **Article 82A** and changes to Articles 83, 172 and 327.
- A companion Bill amends the laws governing the Union Territories with legislatures.
- If an Assembly or the Lok Sabha is dissolved early, fresh elections would be held only for the **unexpired term**.

## Background

The **High-Level Committee chaired by former President Ram Nath Kovind** recommended in 2024 that simultaneous elections be held in two steps — first the Lok Sabha and Assemblies, and then local bodies within 100 days.

## Arguments

**For:** lower election costs, less disruption to governance from the Model Code of Conduct, and higher voter turnout.

**Against:** concerns about federalism and the accountability of governments, the logistics of machines and security forces, and national issues overshadowing state ones.

> **Prelims pointer:** Simultaneous elections were the norm until 1967; the cycle broke after several Assemblies were dissolved early in 1968–69.

**Further reading:** Bill summaries by [PRS Legislative Research](https://prsindia.org/).
`,
  },
  {
    slug: 'four-labour-codes-one-year-on',
    title: 'The Four Labour Codes, One Year On',
    date: '2026-11-21',
    category: 'Economy',
    tags: ['Labour', 'Social Security', 'Gig Workers', 'GS Paper III'],
    summary:
      "A year after the four codes replaced 29 central labour laws, states are finishing their rules. Gig and platform workers are the codes' newest beneficiaries.",
    source: 'https://labour.gov.in/',
    image: 'economy-growth',
    body: `
**Why in news:** **21 November** marks a year since the four labour codes came into force, replacing **29 central labour laws**.

## The four codes

1. **Code on Wages, 2019** — a national floor wage and timely payment for all workers.
2. **Industrial Relations Code, 2020** — standing orders, trade unions and dispute resolution; prior permission for lay-offs needed only above **300 workers**.
3. **Code on Social Security, 2020** — extends social security to **gig and platform workers** for the first time.
4. **Occupational Safety, Health and Working Conditions Code, 2020** — safety standards, free annual health check-ups and women's work at night with consent and safeguards.

## Gains and concerns

- **Gains:** simpler compliance, a single registration and return, and wider coverage of workers.
- **Concerns:** unions argue the higher lay-off threshold and limits on strikes weaken bargaining power; enforcement depends on state rules and inspectors.

### Federal angle

Labour is in the **Concurrent List**, so both Parliament and state legislatures can make laws on it; states frame their own rules under each code.
`,
  },
  {
    slug: 'imec-corridor-progress-and-challenges',
    title: 'IMEC: Progress and Hurdles on the India–Middle East–Europe Corridor',
    date: '2026-11-18',
    category: 'International Relations',
    tags: ['Connectivity', 'IMEC', 'West Asia'],
    summary:
      'The multimodal corridor announced at the New Delhi G20 summit promises faster trade with Europe, but regional conflict has slowed work on the ground.',
    author: 'M. Lakshmi Prasanna',
    source: 'https://www.mea.gov.in/',
    image: 'global-diplomacy',
    body: `
**Why in news:** Officials from partner countries met to review work on the **India–Middle East–Europe Economic Corridor (IMEC)**.

## The corridor

- Announced at the **G20 summit in New Delhi in September 2023**.
- Signatories to the memorandum: **India, the USA, Saudi Arabia, the UAE, France, Germany, Italy and the European Union**.
- Two parts: an **eastern corridor** linking India to the Gulf by sea, and a **northern corridor** linking the Gulf to Europe by rail and sea through Jordan and Israel.
- Alongside goods: electricity cables, a clean hydrogen pipeline and high-speed data cables.

## Why it matters for India

1. Cuts transit time and cost for trade with Europe compared with the Suez route.
2. Deepens ties with Gulf partners, home to millions of Indian workers.
3. Offers a transparent, standards-based alternative for regional connectivity.

### Hurdles

Conflict in West Asia, financing gaps and the need for harmonised customs rules across many countries have slowed progress. India continues to develop related links such as **Chabahar port** in Iran and the **International North–South Transport Corridor**.
`,
  },
  {
    slug: 'constitution-day-preamble-and-basic-structure',
    title: 'Constitution Day: The Preamble, the 42nd Amendment and the Basic Structure',
    date: '2026-11-26',
    category: 'Current Affairs',
    page: null,
    tags: ['Constitution', 'Preamble', 'Judiciary', 'GS Paper II'],
    summary:
      "Samvidhan Divas marks the adoption of the Constitution on 26 November 1949. The Preamble's story shows how the document and its courts have evolved.",
    author: 'Dr. K. Venkata Ramana',
    source: 'https://legislative.gov.in/',
    image: 'judiciary-court',
    body: `
**Why in news:** **26 November** is observed as **Constitution Day (Samvidhan Divas)**, the day the Constituent Assembly adopted the Constitution in 1949. It has been celebrated under that name since **2015**.

## The Preamble in history

- Based on the **Objectives Resolution** moved by Jawaharlal Nehru in December 1946.
- The **42nd Amendment Act, 1976** added the words **"socialist", "secular"** and **"integrity"**.
- In **Berubari Union (1960)** the Supreme Court held the Preamble was not part of the Constitution; in **Kesavananda Bharati (1973)** it held that it is.
- In 2024 the Supreme Court dismissed petitions challenging the words added in 1976, noting that Parliament's amending power extends to the Preamble.

## The basic structure doctrine

Laid down in **Kesavananda Bharati**, it holds that Parliament can amend any part of the Constitution but not destroy its basic features — such as the supremacy of the Constitution, judicial review, federalism, secularism and free and fair elections. It was applied in **Indira Gandhi v. Raj Narain (1975)** and **Minerva Mills (1980)**.

> **Prelims pointer:** The Constitution came into force on 26 January 1950, the anniversary of the Purna Swaraj declaration of 1930.
`,
  },
  {
    slug: 'brics-under-india-chairship-priorities',
    title: "BRICS under India's Chairship: Priorities for the Summit Year",
    date: '2026-08-27',
    category: 'International Relations',
    tags: ['BRICS', 'Multilateralism', 'GS Paper II'],
    summary:
      'India holds the BRICS chair in 2026 for the fourth time. An expanded grouping brings both more weight and more divergence.',
    author: 'M. Lakshmi Prasanna',
    source: 'https://www.mea.gov.in/',
    image: 'global-diplomacy',
    body: `
**Why in news:** Ministerial meetings under **India's BRICS chairship** continued this month ahead of the leaders' summit, with a focus on development finance, health and technology.

## The grouping

- **BRIC** held its first summit in **2009**; **South Africa** joined in **2010**.
- **Egypt, Ethiopia, Iran and the UAE** joined as members in 2024, and **Indonesia** in 2025.
- A category of **partner countries** was created at the Kazan summit in 2024.
- The **New Development Bank**, headquartered in **Shanghai**, lends for infrastructure and sustainable development.
- The **Contingent Reserve Arrangement** provides a liquidity backstop for members.

## India's priorities

1. Reform of multilateral institutions, including the UN Security Council and the multilateral development banks.
2. Local-currency trade settlement without a common currency.
3. Digital public infrastructure and technology cooperation.
4. Counter-terrorism and climate finance.

### Balancing act

An expanded BRICS gives the Global South a louder voice, but members differ sharply on geopolitics. India has used the forum to push reform while keeping its partnerships with the West.
`,
  },
];
