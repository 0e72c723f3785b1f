/**
 * TGPSC Group-1 mains answer writing (mainsAnswerWriting, page ['tgpsc']), by mains paper —
 * Paper VI (Telangana Movement and State Formation) included. Deliberate gaps: two without
 * excerpt, one without tags, one without sources, several without featured image.
 */
export default [
  {
    title: "Mulki Rules and the Gentlemen's Agreement",
    date: '2026-08-04',
    category: 'Paper VI - Telangana Movement',
    tags: ['Mulki Rules', "Gentlemen's Agreement", 'Telangana Movement'],
    excerpt: 'Safeguards promised in 1956 and how their violation fed the demand for a separate state.',
    image: 'telangana-charminar',
    sources: ['https://www.telangana.gov.in/'],
    question: `
What safeguards did the Gentlemen's Agreement of 1956 provide for the Telangana region? Explain how their non-implementation contributed to the Telangana movement.

_(Telangana Group-1 Mains, Paper VI, 15 marks)_
`,
    answer: `
When Andhra State and the Telangana region of Hyderabad State were merged to form Andhra Pradesh on 1 November 1956, Telangana leaders feared domination by the more developed and educated Andhra region. The **Gentlemen's Agreement**, signed in Delhi in **February 1956**, was meant to address these fears.

## Background

- The **Mulki Rules (1919)**, issued under the Nizam, reserved government jobs in Hyderabad State for **mulkis** — those born or long resident in the state.
- The **States Reorganisation Commission (1955)** had suggested that Telangana remain a separate state for some years, with the option of merging later.

## Safeguards in the agreement

1. A **Telangana Regional Council** to oversee development, education and planning in the region.
2. **Surplus revenue** of Telangana to be spent on the region's development.
3. **Domicile rules** — twelve years of residence — for jobs in Telangana.
4. Educational facilities in Telangana reserved for local students.
5. A **Deputy Chief Minister** from Telangana if the Chief Minister was from Andhra, and a fair share of cabinet posts.
6. Sale of agricultural land in Telangana to be controlled by the Regional Council.

## Non-implementation and its impact

- The **post of Deputy Chief Minister** was not filled as promised.
- **Surplus funds** were diverted; the Regional Council had little real power.
- Appointments of non-mulkis in Telangana posts in violation of the rules led to resentment among educated youth.
- Irrigation investment favoured the coastal deltas.

These grievances erupted in the **1969 Jai Telangana agitation**, shaped later measures such as the **Six-Point Formula (1973)**, **Article 371D** and **G.O. 610 (1985)**, and remained central to the final phase of the movement after 2009.

## Conclusion

The Gentlemen's Agreement showed that constitutional unity needs trust. Its breach turned regional safeguards into a lasting political grievance that culminated in the formation of Telangana in 2014.
`,
  },
  {
    title: 'The 1969 Jai Telangana Agitation',
    date: '2026-08-12',
    category: 'Paper VI - Telangana Movement',
    tags: ['1969 Agitation', 'Telangana Praja Samithi', 'Students'],
    excerpt: 'Causes, course and outcome of the first phase of the Telangana movement.',
    sources: ['https://www.telangana.gov.in/'],
    question: `
Discuss the causes and the course of the 1969 Jai Telangana agitation. Why did it fail to achieve a separate state?

_(Telangana Group-1 Mains, Paper VI, 15 marks)_
`,
    answer: `
The **1969 agitation** was the first mass movement for a separate Telangana state. It began as a protest over jobs and grew into a popular uprising in which hundreds of young people lost their lives.

## Causes

- **Violation of safeguards:** the Gentlemen's Agreement and the Mulki Rules were not honoured; non-mulkis were appointed to Telangana posts.
- **Diversion of surplus revenue** meant for the region.
- **Unequal development:** irrigation and industry were concentrated in coastal Andhra.
- **Educated unemployment** among Telangana youth.

## Course

1. In **January 1969**, a fast at **Khammam** by a student demanding the removal of non-mulki employees sparked protests.
2. **Osmania University** students led the agitation, which spread across the region.
3. The **Telangana Praja Samithi (TPS)**, led by **Marri Chenna Reddy**, gave it political leadership.
4. Police firing killed **over 360 people**, mostly students.
5. The Union announced an **Eight-Point Plan** and other measures, but they failed to satisfy the agitators.
6. In the **1971 Lok Sabha election**, TPS won **10 of the 14** Telangana seats.

## Why it did not succeed

- The Union government was unwilling to divide a linguistic state created only thirteen years earlier.
- The TPS **merged with the Congress in 1971**, and Chenna Reddy later became Chief Minister.
- The leadership was divided, and there was no support from national parties.
- Partial concessions — the Supreme Court's 1972 ruling upholding the Mulki Rules and later the **Six-Point Formula** — weakened the momentum.

## Significance

The agitation established the Telangana identity, created martyrs whose memory inspired later generations, and showed the limits of administrative safeguards.

## Conclusion

Though it failed in its immediate aim, the 1969 movement laid the emotional and political foundation on which the successful movement of 2009–14 was built.
`,
  },
  {
    title: 'Significance of the Telangana Armed Struggle',
    date: '2026-08-22',
    category: 'Paper II - History & Culture',
    tags: ['Armed Struggle', 'Peasant Movements', 'Hyderabad State'],
    excerpt: 'A peasant uprising against feudal oppression: assess its social and political legacy.',
    question: `
Assess the significance of the Telangana Armed Struggle (1946–51) for the social and political history of the region.

_(Telangana Group-1 Mains, Paper II, 15 marks)_
`,
    answer: `
The **Telangana Armed Struggle** was a peasant uprising against the feudal order of Hyderabad State under the Nizam. Led by the **Andhra Mahasabha** and the **Communist Party**, it lasted from 1946 to 1951 and became one of the largest rural revolts in modern India.

## Social significance

- **End of feudal practices:** the struggle targeted **vetti** (forced labour), illegal levies and the power of **deshmukhs** and **jagirdars**.
- **Land to the tiller:** village committees redistributed land in about 3,000 villages.
- **Women's participation:** figures like **Chakali Ailamma** showed the courage of women from marginalised castes.
- **Dignity of labour:** landless labourers and artisans gained a voice.

## Political significance

1. **Against the Razakars:** it resisted the private militia of the Nizam's regime and weakened its hold over the countryside before **Operation Polo (1948)**.
2. **Land reforms:** the abolition of jagirdari (1949) and the **Hyderabad Tenancy and Agricultural Lands Act, 1950** followed.
3. **Bhoodan:** Vinoba Bhave's Bhoodan movement began at **Pochampally** in 1951 in response to the land question raised by the struggle.
4. **Left politics:** it shaped the politics of the region for decades.

## Limitations

- Continuation of armed struggle after 1948 against the Indian state led to repression and loss of life.
- Land reforms were incompletely implemented.

## Place in the national movement

The struggle overlapped with India's freedom movement and the integration of the princely states. It exposed the feudal base of the Nizam's regime and strengthened the demand for Hyderabad's merger with India, alongside the **Hyderabad State Congress** led by **Swami Ramananda Tirtha**. It also brought the agrarian question to the centre of national politics, influencing land reform laws across India in the 1950s.

## Conclusion

The armed struggle transformed rural Telangana by breaking the back of feudal oppression. Its legacy lives on in land reforms, in the assertion of the rural poor, and in the region's strong tradition of people's movements.
`,
  },
  {
    title: 'Kakatiya Tanks and Mission Kakatiya',
    date: '2026-09-02',
    category: 'Paper IV - Economy & Development',
    tags: ['Irrigation', 'Tanks', 'Kakatiyas'],
    excerpt: 'Link the medieval tank system to a modern restoration programme and evaluate outcomes.',
    image: 'environment-wetland',
    sources: ['https://irrigation.telangana.gov.in/'],
    question: `
Explain the importance of the tank irrigation system developed by the Kakatiyas. Evaluate Mission Kakatiya as an effort to revive it.

_(Telangana Group-1 Mains, Paper IV, 15 marks)_
`,
    answer: `
Telangana lies on the **Deccan Plateau**, with hard rock, undulating land and uneven rainfall. The **Kakatiya rulers (12th–14th centuries)** built a remarkable system of **chain-linked tanks** that made agriculture possible in such terrain.

## Importance of Kakatiya tanks

- **Cascade system:** the surplus of one tank flowed into the next, storing every drop of rainfall.
- **Large lakes** such as **Ramappa, Pakhal, Laknavaram and Ghanpur** irrigated thousands of acres.
- **Groundwater recharge** sustained wells and drinking water.
- **Community management:** village institutions maintained the tanks and shared water.
- **Ecology and culture:** tanks supported fisheries, livestock and festivals such as Bathukamma.

## Decline

Neglect, siltation, encroachment and the shift to borewells and canals led to the decay of tanks in the twentieth century.

## Mission Kakatiya

Launched in **2015**, it aimed to restore about **46,000 tanks** in phases through:
1. **Desilting** and spreading the silt on farmland as manure.
2. Repairing bunds, sluices and weirs.
3. Restoring feeder channels.

## Evaluation

**Outcomes**
- Increased storage capacity and **groundwater levels** in many villages.
- Higher cropped area and fish production.
- Silt application reduced fertiliser use.

**Limitations**
- Uneven quality of work and local contractor capture.
- Feeder channels and catchments were not always restored.
- Weak revival of **community institutions** for maintenance.

## Conclusion

Mission Kakatiya showed the value of reviving traditional water wisdom. Sustaining its gains needs water user associations, catchment protection and integration with lift irrigation — so that tanks remain the backbone of Telangana's agriculture.
`,
  },
  {
    title: 'Sub-categorisation of Scheduled Castes',
    date: '2026-09-11',
    category: 'Paper III - Society, Constitution & Governance',
    tags: ['Reservation', 'Social Justice', 'Supreme Court'],
    excerpt: "Davinder Singh (2024) and Telangana's 2025 law: evaluate sub-classification as a tool of justice.",
    image: 'judiciary-court',
    sources: ['https://www.sci.gov.in/'],
    question: `
"Sub-categorisation of Scheduled Castes promotes substantive equality." Critically examine this statement in the light of the Supreme Court's 2024 judgment and Telangana's law.

_(Telangana Group-1 Mains, Paper III, 15 marks)_
`,
    answer: `
In **State of Punjab v. Davinder Singh (2024)**, a seven-judge bench of the Supreme Court held that states may **sub-classify Scheduled Castes** for reservation, overruling **E. V. Chinnaiah (2004)**. Telangana became the first state to implement it through a 2025 law dividing its 15 per cent SC quota into three groups.

## Arguments for

- **Substantive equality:** Article 14 permits reasonable classification; treating unequals equally perpetuates inequality.
- **Uneven benefits:** data show that a few relatively advanced SC communities have secured a large share of seats and jobs.
- **Empirical basis:** the court required quantifiable data on backwardness and representation, as gathered by the **Justice Shameem Akther Commission** in Telangana.
- **Fulfils Article 16(4):** the aim of reservation is adequate representation of each backward group.

## Arguments against

1. **Division among Dalits:** it may weaken collective political action against caste discrimination.
2. **Data quality:** caste-wise data may be old or contested.
3. **Political misuse:** sub-classification can be used to favour electorally useful groups.
4. **Article 341:** critics argue the President's list cannot be altered by states; the court held that sub-classification does not alter the list.

## Safeguards suggested

- Periodic review based on updated data.
- No sub-group may be given the entire quota.
- Focus on education and skills so that the most backward can use reserved opportunities.
- Debate on a **creamy layer** for SCs, suggested by some judges but not yet applied.

## Conclusion

Sub-categorisation can deepen social justice if it is evidence-based and periodically reviewed. Its success will depend on reaching the most marginalised without fragmenting the broader struggle for dignity and equality.
`,
  },
  {
    title: 'BC Reservation and the 50 Per Cent Ceiling',
    date: '2026-10-20',
    category: 'Paper III - Society, Constitution & Governance',
    tags: ['Reservation', 'Caste Survey', 'Local Bodies'],
    sources: ['https://www.sci.gov.in/', 'https://www.telangana.gov.in/'],
    question: `
Discuss the constitutional issues involved in raising reservation for Backward Classes beyond the 50 per cent ceiling, with reference to Telangana's caste survey.

_(Telangana Group-1 Mains, Paper III, 10 marks)_
`,
    answer: `
Telangana's 2024 caste survey found Backward Classes to be more than half of the population. The state passed Bills in 2025 to raise BC reservation to **42 per cent** in education, jobs and local bodies, which would take total reservation well above 50 per cent.

## Constitutional issues

- **The 50 per cent ceiling:** in **Indra Sawhney (1992)**, the Supreme Court held that reservations should not ordinarily exceed 50 per cent, except in extraordinary situations such as remote areas.
- **Local bodies:** under **Article 243D and 243T**, states may reserve seats for BCs, but the **triple test** of **Vikas Kishanrao Gawali (2021)** requires a dedicated commission, empirical data and adherence to the 50 per cent cap.
- **EWS exception:** in **Janhit Abhiyan (2022)**, the court upheld 10 per cent EWS reservation above 50 per cent, leading some to argue that the ceiling is not inviolable.
- **Ninth Schedule:** placing a law in the Ninth Schedule does not fully protect it; **I. R. Coelho (2007)** allows review against the basic structure.
- **Assent:** Bills affecting reservation may need the President's assent and may be reviewed by courts.

## The case for a higher quota

1. **Proportional representation** based on fresh data.
2. **Changed circumstances** since 1992 and the EWS precedent.
3. The need for BC representation in **local governance**.

## The case for caution

1. Risk of judicial invalidation and policy uncertainty.
2. Reduced open-category opportunities.
3. Benefits may go to dominant BC groups unless sub-classified.

## Conclusion

Data-driven reservation is legitimate, but it must withstand constitutional scrutiny. A national debate on the ceiling — perhaps through a constitutional amendment with broad consensus — would provide more durable solutions than state laws alone.
`,
  },
  {
    title: 'Urban Flooding in Hyderabad',
    date: '2026-09-25',
    category: 'Paper V - Science & Technology',
    tags: ['Urban Flooding', 'Lakes', 'HYDRAA'],
    excerpt: 'Why a city of lakes floods: causes, the HYDRAA model and a blueprint for resilience.',
    image: 'telangana-assembly',
    sources: ['https://ndma.gov.in/'],
    question: `
Hyderabad was once known as a city of lakes, yet it now floods after heavy rain. Examine the causes and suggest measures, with reference to recent institutional initiatives.

_(Telangana Group-1 Mains, Paper V, 15 marks)_
`,
    answer: `
Hyderabad grew around hundreds of lakes and tanks connected by natural drains. The floods of **2000** and **2020** showed how urban growth has broken this system.

## Causes

- **Encroachment** of lake beds, Full Tank Levels and buffer zones by buildings and layouts.
- **Blocked nalas:** narrowed and covered storm-water drains cannot carry peak flows.
- **Impervious surfaces:** concrete and asphalt reduce infiltration and increase run-off.
- **Extreme rainfall** events of short duration, becoming more frequent.
- **Fragmented governance:** multiple agencies with overlapping roles.

## Recent initiatives

1. **HYDRAA (2024)** protects lakes, nalas and public land and responds to disasters within the Outer Ring Road.
2. The **Strategic Nala Development Programme** widens and strengthens drains.
3. **Musi rejuvenation** includes sewage treatment and riverfront works.
4. **Lake FTL mapping** and notification of buffer zones.

## Measures needed

- **Due process and transparency** in removing encroachments, with public maps of FTL and buffer zones.
- **Sponge city** approach: rainwater harvesting, permeable pavements, parks as detention basins.
- **Master plan integration:** no development in flood plains and lake zones.
- **Early warning:** automatic weather stations and flood alerts for low-lying areas.
- **Community action:** lake protection committees and citizen reporting.
- Implementation of **NDMA's guidelines on urban flooding**.

## The 2020 floods

In October 2020, extremely heavy rain over two days caused several lakes to breach, flooding colonies in the city's south and east for days. Many affected areas had been built on lake beds or along narrowed nalas — a clear link between encroachment and disaster that expert committees had pointed out after the 2000 floods, including the **Kirloskar Committee**.

## Conclusion

Hyderabad's lakes were its natural flood defence. Restoring them — with firm enforcement, fair treatment of residents and climate-aware planning — is the way to make the city resilient.
`,
  },
  {
    title: 'Farm Income Support: Rythu Bharosa',
    date: '2026-10-02',
    category: 'Paper IV - Economy & Development',
    tags: ['Agriculture', 'Rythu Bharosa', 'DBT'],
    excerpt: "Per-acre support versus targeted alternatives: evaluate Telangana's model.",
    image: 'rural-schemes',
    sources: ['https://www.telangana.gov.in/', 'https://pmkisan.gov.in/'],
    question: `
Evaluate per-acre investment support such as Rythu Bharosa as a tool for addressing farm distress. What improvements would you suggest?

_(Telangana Group-1 Mains, Paper IV, 10 marks)_
`,
    answer: `
Telangana pioneered unconditional investment support for farmers with **Rythu Bandhu (2018)**, now **Rythu Bharosa**, which pays **₹12,000 per acre per year** in two seasonal instalments. The model inspired the Union's PM-KISAN.

## Strengths

- **Timely liquidity** before sowing reduces dependence on moneylenders.
- **Simple and transparent** through direct benefit transfer.
- **Crop-neutral:** farmers decide how to use the money.
- **Low administrative cost** compared with input subsidies.

## Weaknesses

1. **Regressive:** per-acre payments give more to large landowners.
2. **Tenant farmers excluded:** those who actually cultivate often do not own the land.
3. **Land records:** errors and disputes affect eligibility.
4. **Fiscal burden** with limited targeting.
5. **Does not fix structural problems** — small holdings, price volatility, irrigation gaps.

## Suggested improvements

- **Cap the number of acres** eligible per farmer.
- **Include tenants** through cultivator certificates, as under the **Licensed Cultivators Act** model.
- Link support with **crop insurance**, soil health and diversification.
- Use updated land records under **Bhu Bharati**.
- Complement with **Indiramma Atmiya Bharosa** for landless labourers.

## Comparison with other approaches

- **PM-KISAN** gives a flat ₹6,000 a year per family, which is more progressive per rupee but smaller in size.
- **Odisha's KALIA** (2019) covered small farmers, sharecroppers and landless households, showing that tenants can be included.
- **Price support and procurement** help farmers only where markets and procurement centres exist, while direct transfers reach every landowner.

A combination — a capped per-acre payment plus targeted support for tenants and labourers — would balance reach and fairness.

## Conclusion

Per-acre support eases cash constraints but cannot alone end farm distress. A fairer design, combined with investment in irrigation, markets and insurance, would make it a stronger instrument of rural welfare.
`,
  },
  {
    title: 'Hyderabad as a Vaccine and Pharma Hub',
    date: '2026-10-12',
    category: 'Paper V - Science & Technology',
    tags: ['Pharmaceuticals', 'Vaccines', 'Biotechnology'],
    sources: ['https://www.telangana.gov.in/'],
    question: `
Examine the factors behind Hyderabad's emergence as a global pharmaceutical and vaccine hub. What challenges must it address to remain competitive?

_(Telangana Group-1 Mains, Paper V, 10 marks)_
`,
    answer: `
Hyderabad accounts for a large share of India's bulk drug output and about a third of the world's vaccines. The city's journey from a single public-sector plant to a global hub offers lessons for industrial policy.

## Factors behind its rise

- **Public-sector seed:** **IDPL's** synthetic drugs plant in the 1960s trained a generation of chemists who later founded private companies.
- **Research institutions:** CCMB, IICT, NIN, NIPER and universities supply talent and research.
- **Cluster policy:** **Genome Valley (1999)** offered land, infrastructure and incubation.
- **Entrepreneurship:** home-grown firms built capabilities in generics and vaccines.
- **Government support:** single-window clearances and later **TS-iPASS** for quick approvals.

## Challenges

1. **Import dependence** for key starting materials and intermediates.
2. **Pollution:** effluents from bulk drug units have affected lakes and groundwater.
3. **Quality and compliance:** regulatory warnings from foreign agencies damage reputation.
4. **Shift to biologics and innovation:** the next phase needs R&D, not only manufacturing.
5. **Skills:** demand for biotechnologists and regulatory experts.

## Way forward

- Use of the **PLI scheme** and bulk drug parks to reduce import dependence.
- **Zero liquid discharge** and common effluent treatment.
- Stronger **regulatory capacity** and quality culture.
- Industry–academia partnerships for innovation.

## The pandemic test

During the COVID-19 pandemic, Hyderabad's companies developed and produced vaccines at scale, including the indigenous **Covaxin**, and supplied doses to many countries under **Vaccine Maitri**. This showed the strength of the cluster — and also its dependence on imported raw materials, equipment and filters when global supply chains were disrupted.

## Conclusion

Hyderabad's pharma success was built on institutions, talent and policy support. Sustaining it requires a move up the value chain, cleaner production and a reputation for quality.
`,
  },
  {
    title: 'The Final Phase of the Telangana Movement, 2009–14',
    date: '2026-11-02',
    category: 'Paper VI - Telangana Movement',
    tags: ['Telangana Movement', 'State Formation', 'Srikrishna Committee'],
    excerpt: 'From the December 2009 announcement to the Reorganisation Act: key events and the forms of protest.',
    image: 'telangana-assembly',
    sources: ['https://www.mha.gov.in/', 'https://www.telangana.gov.in/'],
    question: `
Trace the major events of the final phase of the Telangana movement from 2009 to 2014. What made this phase successful?

_(Telangana Group-1 Mains, Paper VI, 15 marks)_
`,
    answer: `
After decades of agitation, the movement for a separate Telangana reached its decisive phase between 2009 and 2014, ending with the formation of the state on **2 June 2014**.

## Major events

1. **29 November 2009:** **K. Chandrasekhar Rao**, founder of the **Telangana Rashtra Samithi (2001)**, began a fast unto death.
2. **9 December 2009:** the Union Home Minister announced that the process of forming Telangana would be initiated; after protests in Andhra and Rayalaseema, the decision was put on hold on **23 December**.
3. **February 2010:** the **Srikrishna Committee** was set up; its report of **30 December 2010** offered **six options**.
4. **Telangana Joint Action Committee**, led by **Prof. M. Kodandaram**, united parties, employees, students and civil society.
5. **Mass protests:** the **Million March (March 2011)**, the 42-day **Sakala Janula Samme** general strike (September–October 2011) and the **Sagara Haram (2012)**.
6. **30 July 2013:** the Congress Working Committee and the UPA resolved to form Telangana.
7. **February 2014:** Parliament passed the **Andhra Pradesh Reorganisation Bill**; it received the President's assent on 1 March 2014.
8. **2 June 2014:** Telangana became India's 29th state.

## Why this phase succeeded

- **Broad unity:** employees, students, lawyers, artists and political parties acted together through the JAC.
- **Peaceful mass protest** that paralysed administration and drew national attention.
- **Cultural mobilisation:** songs, Bathukamma and dhoom-dhaam events built identity.
- **Political arithmetic:** the demand gained support across national parties.
- **Sacrifice:** the deaths of many young people created moral pressure.

## Conclusion

The final phase combined democratic protest, cultural assertion and political negotiation. It showed that a sustained, broad-based movement can secure a constitutional outcome — the creation of a new state under Article 3.
`,
  },
  {
    title: 'Land Records Reform: From Dharani to Bhu Bharati',
    date: '2026-11-10',
    category: 'Paper IV - Economy & Development',
    excerpt: 'Why accurate land records matter for farmers and welfare, and what the new law changes.',
    sources: ['https://www.telangana.gov.in/', 'https://dolr.gov.in/'],
    question: `
Clear land titles are essential for agricultural development. Discuss the shortcomings of the Dharani portal and the reforms introduced by the Bhu Bharati Act, 2025.

_(Telangana Group-1 Mains, Paper IV, 10 marks)_
`,
    answer: `
Land records decide who gets crop loans, farm support, insurance and compensation. Telangana digitised records through the **Dharani** portal under a 2020 law and replaced it with the **Bhu Bharati (Record of Rights in Land) Act, 2025**.

## Shortcomings of Dharani

- **No appeal mechanism:** errors in entries could only be challenged in civil courts.
- **Data errors:** wrong extents, missing names and "prohibited land" entries locked genuine owners out.
- **Centralised control:** local revenue officials had limited powers to correct records.
- **Pending mutations** of inherited land.
- Disputes that affected access to **Rythu Bandhu** and crop loans.

## Reforms under Bhu Bharati

1. **Two-tier appeals** within the revenue department and a **land tribunal**.
2. **Village-level records** with local revenue staff.
3. **Survey maps** attached before registration of land transfers.
4. A unique **Bhudhaar** number for each parcel.
5. Time-bound **mutation** and correction procedures.

## Remaining challenges

- Resurvey of land with modern technology, since many maps are decades old.
- Capacity of revenue staff and transparency to prevent corruption.
- Integration with registration, courts and banks.

## National link

The **Digital India Land Records Modernization Programme** and **SVAMITVA** aim at conclusive titling across the country.

## Good practices elsewhere

- **Karnataka's Bhoomi** was one of India's first computerised land records systems, cutting delays in issuing record-of-rights extracts.
- **Andhra Pradesh** has resurveyed villages with drones and continuously operating reference stations.
- **Conclusive titling** in some countries means the state guarantees the title and compensates for errors — the long-term goal suggested by NITI Aayog's model law.

## Conclusion

Bhu Bharati restores a citizen-friendly process for correcting records. Its success will depend on an accurate resurvey and a move towards **conclusive titles** guaranteed by the state.
`,
  },
  {
    title: 'Social Security for Gig and Platform Workers',
    date: '2026-11-20',
    category: 'Paper III - Society, Constitution & Governance',
    tags: ['Gig Economy', 'Labour', 'Social Security'],
    image: 'economy-growth',
    sources: ['https://labour.gov.in/', 'https://eshram.gov.in/'],
    question: `
Gig and platform workers fall outside traditional labour protections. Discuss the challenges in extending social security to them and the approaches adopted by the Union and the states.

_(Telangana Group-1 Mains, Paper III, 10 marks)_
`,
    answer: `
Delivery riders, cab drivers and freelancers working through digital platforms form a fast-growing workforce, especially in cities like Hyderabad. They are classified as "partners", not employees, and so lack social security.

## Challenges

- **Employment status:** without an employer–employee relationship, labour laws do not apply.
- **Income volatility** and dependence on ratings and algorithms.
- **Occupational risks:** road accidents and long hours.
- **Portability:** workers move across platforms and states.
- **Data:** platforms control information on earnings and hours.

## Approaches

### Union
1. The **Code on Social Security, 2020** defines gig and platform workers and allows schemes funded by aggregator contributions of 1–2 per cent of turnover.
2. Registration on the **e-Shram** portal and health cover under **Ayushman Bharat PM-JAY**.

### States
1. **Rajasthan (2023)** and **Karnataka (2025)** enacted laws with welfare boards and a cess on transactions.
2. **Telangana** has set up a framework for registration, a welfare board and a welfare fund.

## Suggestions

- Mandatory registration with unique IDs linked nationally.
- **Algorithmic transparency** on pay and deactivation.
- Accident insurance and minimum earnings guarantees per hour of work.
- Grievance redress within fixed timelines.
- Tripartite bodies with worker representation.

## Why Hyderabad needs this

Hyderabad's food-delivery and ride-hailing fleets have grown rapidly, drawing young men and, increasingly, women from the districts and from other states. Most work long hours on two-wheelers in heavy traffic, without accident cover or paid rest. A single registration with portable benefits would protect migrants who move between cities and platforms, and would give the state reliable data for policy.

## Conclusion

The gig economy offers flexibility and jobs, but flexibility must not mean insecurity. A combination of national standards and state-level welfare boards can ensure decent work for platform workers.
`,
  },
];
