/**
 * APPSC Group-1 mains answer writing (mainsAnswerWriting, page ['appsc']), by mains paper.
 * Deliberate gaps: two without excerpt, one without tags, one without sources, several without
 * featured image.
 */
export default [
  {
    title: 'Polavaram: Significance and Challenges',
    date: '2026-08-07',
    category: 'Paper IV - Economy & Development of AP',
    tags: ['Polavaram', 'Irrigation', 'Rehabilitation'],
    excerpt: 'Why Polavaram is called the lifeline of Andhra Pradesh, and what still stands in the way.',
    image: 'andhra-dam',
    sources: ['https://jalshakti-dowr.gov.in/'],
    question: `
Polavaram is often called the lifeline of Andhra Pradesh. Discuss its significance for the state's economy and the challenges in its completion.

_(Andhra Pradesh Group-1 Mains, Paper IV, 10 marks)_
`,
    answer: `
The **Polavaram (Indira Sagar) project** on the Godavari in Eluru district is a multipurpose project declared a **national project** under Section 90 of the Andhra Pradesh Reorganisation Act, 2014. The Union funds its irrigation component.

## Significance

- **Irrigation:** about **7.2 lakh acres** of new ayacut in the Godavari, Krishna and north coastal districts, and stabilisation of existing delta irrigation.
- **Inter-basin transfer:** the right main canal diverts Godavari surplus to the **Krishna** at Prakasam Barrage, freeing Krishna water for drought-prone Rayalaseema.
- **Drinking and industrial water** for Visakhapatnam and hundreds of villages through the left main canal.
- **Hydropower:** a **960 MW** power house.
- **Flood moderation** in the lower Godavari and inland navigation.

## Challenges

1. **Rehabilitation and resettlement:** lakhs of people, many of them Koya and Konda Reddi tribals in the Agency areas, need land, housing and livelihoods under the **LARR Act, 2013**.
2. **Technical setbacks:** damage to the diaphragm wall in the 2019–20 floods required a new wall.
3. **Cost escalation:** disputes over the revised cost estimate and reimbursement by the Union.
4. **Inter-state concerns:** backwater submergence in Odisha, Chhattisgarh and Telangana, and pending cases before the Supreme Court.
5. **Environmental clearance** conditions and the impact on the Papikondalu National Park.

## Way forward

- A time-bound R&R package with community participation and monitoring.
- Quick release of funds by the Union against verified milestones.
- Joint surveys and protection works to address backwater concerns of neighbouring states.

## Conclusion

Polavaram can transform agriculture and water security in Andhra Pradesh. Its success will be judged not only by the date the water flows, but by how fairly the displaced families are resettled.
`,
  },
  {
    title: 'Andhra State and Linguistic Reorganisation',
    date: '2026-08-15',
    category: 'Paper II - History & Culture',
    tags: ['Andhra Movement', 'Linguistic States', 'History'],
    excerpt: 'Trace the Andhra movement from 1913 to 1956 and its impact on Indian federalism.',
    image: 'polity-parliament',
    sources: ['https://www.ap.gov.in/'],
    question: `
Trace the course of the Andhra movement and assess its impact on the reorganisation of Indian states.

_(Andhra Pradesh Group-1 Mains, Paper II, 15 marks)_
`,
    answer: `
The Andhra movement sought a separate province for the Telugu-speaking people of Madras Presidency. Its success in 1953 made Andhra the **first state formed on a linguistic basis** and opened the way for the reorganisation of India's states.

## Course of the movement

- **Early phase (1913–1920s):** the **Andhra Mahasabha at Bapatla (1913)** demanded a separate Andhra province; the Congress created a separate **Andhra Provincial Congress Committee in 1917**, accepting linguistic provinces in principle.
- **Grievances:** Telugu speakers felt under-represented in jobs, education and politics in the Madras Presidency; the Rayalaseema–coastal divide was bridged by the **Sri Bagh Pact (1937)**, which promised Rayalaseema a fair share of river waters, a university and the capital or High Court.
- **After Independence:** the **Dhar Commission (1948)** and the **JVP Committee (1949)** were cautious, fearing that linguistic states would weaken national unity.
- **Climax:** **Potti Sriramulu's fast unto death** (19 October–15 December 1952) and the agitation after his death forced the government to announce the formation of Andhra State.
- **1 October 1953:** Andhra State was formed with **Kurnool** as capital.

## Impact on reorganisation

1. The government set up the **States Reorganisation Commission (1953)** under **Fazl Ali**.
2. The **States Reorganisation Act, 1956** created 14 states and 6 Union Territories, largely on linguistic lines, and formed **Andhra Pradesh on 1 November 1956**.
3. Later movements — for Maharashtra and Gujarat (1960), Punjab and Haryana (1966) — followed the same principle.

## Assessment

Critics feared linguistic states would encourage separatism. In practice, they made administration accessible in the people's language, deepened democracy and strengthened national unity by accommodating diversity.

## Conclusion

The Andhra movement showed that unity in India is best secured by respecting its diversity — a lesson that shaped the federal map of the Republic.
`,
  },
  {
    title: 'Unfinished Business of Bifurcation',
    date: '2026-08-26',
    category: 'Paper III - Polity & Governance',
    tags: ['AP Reorganisation Act', 'Special Category Status', 'Federalism'],
    sources: ['https://www.mha.gov.in/', 'https://prsindia.org/'],
    question: `
More than a decade after bifurcation, several provisions of the Andhra Pradesh Reorganisation Act, 2014 remain unfulfilled. Examine the key issues and suggest a way forward.

_(Andhra Pradesh Group-1 Mains, Paper III, 15 marks)_
`,
    answer: `
The **Andhra Pradesh Reorganisation Act, 2014** created Telangana on 2 June 2014 and left Andhra Pradesh as the residuary state without its capital, Hyderabad. The Act and the assurances given in Parliament promised support to the new state; several remain incomplete.

## Key issues

- **Division of assets:** institutions listed in the **Ninth and Tenth Schedules** — corporations, societies and training institutes — are still not fully divided between the two states.
- **Capital:** Hyderabad served as the common capital for ten years until June 2024; Andhra Pradesh is building **Amaravati** with central and multilateral support.
- **Special Category Status:** assured in the Rajya Sabha in 2014 but not granted after the Fourteenth Finance Commission; a **special assistance package** was offered instead.
- **Institutions and projects in the Thirteenth Schedule:** a railway zone at Visakhapatnam, a steel plant in Kadapa, a petroleum complex, and central educational institutions — progress is uneven.
- **Polavaram:** a national project whose completion has been delayed by technical and funding issues.
- **Water disputes:** sharing of Krishna waters and the working of the river management boards.
- **Revenue gap:** the residuary state inherited a large share of the population and debt but less revenue.

## Way forward

1. A **time-bound review mechanism** between the Union and both states, perhaps through the **Southern Zonal Council**.
2. Negotiated settlement of assets, with arbitration for deadlocks.
3. Funding of Thirteenth Schedule projects with clear milestones.
4. Use of the **Finance Commission** and central schemes to address structural revenue gaps.
5. Cooperative approach between the two Telugu states on water and power.

## Conclusion

Bifurcation was a political decision; its success depends on fulfilling the commitments that came with it. Cooperative federalism demands that promises made to a new state be kept in letter and spirit.
`,
  },
  {
    title: 'Cyclone Risk Management on the Andhra Coast',
    date: '2026-09-08',
    category: 'Paper V - Science, Technology & Environment',
    tags: ['Disaster Management', 'Cyclones', 'Mangroves'],
    excerpt: 'From Diviseema to today: how early warning changed outcomes, and what gaps remain.',
    image: 'andhra-coast',
    sources: ['https://apsdma.ap.gov.in/', 'https://ndma.gov.in/'],
    question: `
Andhra Pradesh has moved from high cyclone death tolls to near-zero casualties in recent storms, but economic losses remain high. Discuss the measures that explain this change and the gaps that remain.

_(Andhra Pradesh Group-1 Mains, Paper V, 15 marks)_
`,
    answer: `
The Andhra coast lies in the path of post-monsoon cyclones of the Bay of Bengal. The **Diviseema cyclone of 1977** killed about ten thousand people; recent severe cyclones have caused only a handful of deaths. Lives are being saved, but livelihoods are still lost.

## Measures behind the change

- **Better forecasting:** the **India Meteorological Department** now predicts track, intensity and landfall days in advance, with impact-based warnings.
- **Institutions:** the **Disaster Management Act, 2005** created NDMA, **APSDMA** and district authorities; **NDRF and SDRF** teams are pre-positioned.
- **Shelters and evacuation:** multi-purpose cyclone shelters under the **National Cyclone Risk Mitigation Project**, with village-level evacuation plans.
- **Last-mile communication:** SMS alerts, sirens, radio and village functionaries.
- **Community preparedness:** mock drills and training of volunteers.

## Why economic losses remain high

1. **Crops and horticulture** — paddy, banana and coconut — are flattened by wind and flooding.
2. **Aquaculture ponds** and fishing boats are damaged.
3. **Power lines and telecom towers** collapse, delaying recovery.
4. **Urban flooding** in cities such as Visakhapatnam and Vijayawada.
5. Degradation of **mangroves** and coastal dunes that once buffered the surge.

## Way forward

- **Underground cabling** in cyclone-prone towns.
- **Crop insurance** with quick claim settlement using satellite and drone surveys.
- **Cyclone-resistant housing** and building codes in coastal mandals.
- **Mangrove and shelterbelt restoration**, as under the MISHTI scheme.
- **Risk transfer** through parametric insurance for the state.

## Conclusion

Andhra Pradesh has shown that good warnings save lives. The next step is to protect livelihoods — moving from response to resilience, as the **Sendai Framework** urges.
`,
  },
  {
    title: 'Kolleru and Wetland Livelihoods',
    date: '2026-09-15',
    category: 'Paper V - Science, Technology & Environment',
    tags: ['Wetlands', 'Kolleru', 'Aquaculture'],
    excerpt: 'Balance ecology and livelihood: a structured answer on restoring Kolleru Lake.',
    question: `
Kolleru Lake illustrates the conflict between ecological conservation and livelihood needs. Discuss and suggest a sustainable approach to its restoration.

_(Andhra Pradesh Group-1 Mains, Paper V, 10 marks)_
`,
    answer: `
**Kolleru**, between the Godavari and Krishna deltas, is one of India's largest freshwater lakes, a **wildlife sanctuary (1999)** and a **Ramsar site (2002)**. It is also the source of livelihood for thousands of fishing and farming families.

## The conflict

- **Ecological role:** the lake absorbs floodwater from the Budameru and Tammileru, recharges groundwater and hosts pelicans and migratory birds.
- **Encroachment:** large areas were converted into **fish and prawn tanks**, shrinking the water spread and blocking drainage.
- **Pollution:** effluents from aquaculture and towns cause eutrophication and fish kills.
- **Livelihoods:** many local communities depend on fishing and aquaculture; eviction without alternatives causes hardship.
- **Operation Kolleru (2006)** removed tanks below the five-feet contour, but encroachment returned in places.

## A sustainable approach

1. **Clear boundaries:** demarcate the sanctuary on the ground and in revenue records.
2. **Community-based fisheries:** allow traditional capture fishing through cooperatives within zoned areas.
3. **Alternative livelihoods:** eco-tourism, bird-watching guides, handicrafts and skill training.
4. **Hydrological restoration:** desilt the **Upputeru** outlet and inflow channels.
5. **Pollution control:** treatment of urban sewage and regulation of aquaculture inputs.
6. **Monitoring:** satellite mapping of water spread and a wetland health card.

## Lessons from elsewhere

**Chilika Lake** in Odisha was removed from the Montreux Record in 2002 after the Chilika Development Authority opened a new mouth to the sea, regulated prawn farming and organised fishers into cooperatives. Fish catch and bird numbers both recovered. A similar authority for Kolleru, with fishing communities represented, could combine hydrological repair with livelihoods.

## Conclusion

Kolleru can be restored only with its people, not against them. A plan that shares the benefits of a healthy lake with local communities offers the best chance of lasting conservation.
`,
  },
  {
    title: 'Welfare Schemes and Fiscal Sustainability',
    date: '2026-09-24',
    category: 'Paper IV - Economy & Development of AP',
    tags: ['Public Finance', 'Welfare', 'DBT'],
    excerpt: 'Welfare spending versus capital expenditure: frame a balanced answer with fiscal indicators.',
    image: 'economy-growth',
    sources: ['https://www.rbi.org.in/', 'https://www.ap.gov.in/'],
    question: `
Andhra Pradesh spends a large share of its budget on direct welfare transfers. Examine the benefits of this approach and its implications for fiscal sustainability.

_(Andhra Pradesh Group-1 Mains, Paper IV, 15 marks)_
`,
    answer: `
Direct benefit transfers — pensions, income support for farmers, assistance to mothers of school-going children, free bus travel and LPG refills — form a major part of Andhra Pradesh's budget. The approach has clear social benefits but raises questions about the state's finances.

## Benefits

- **Poverty reduction:** transfers such as **NTR Bharosa pensions** provide a safety net for the elderly, widows and persons with disabilities.
- **Human development:** conditional support like **Talliki Vandanam** encourages school attendance.
- **Women's empowerment:** transfers to women and free bus travel increase mobility and control over household spending.
- **Efficiency:** **DBT** with Aadhaar reduces leakages compared with in-kind delivery.
- **Demand support:** cash in rural hands sustains consumption.

## Fiscal implications

1. **Committed expenditure:** salaries, pensions, interest and welfare leave little room for **capital expenditure** on infrastructure.
2. **Debt:** the state's outstanding liabilities, including off-budget borrowings of corporations, are high relative to GSDP.
3. **Revenue constraints:** bifurcation left the state with lower own-tax revenue per capita.
4. **Crowding out:** less investment in irrigation, roads and the capital city can slow long-term growth.

## Balancing the two

- **Better targeting** using updated databases to remove ineligible beneficiaries.
- **Outcome-linked** schemes that build capabilities — skills, health and education.
- **Fiscal rules:** adherence to the **FRBM** targets and transparent reporting of off-budget borrowings.
- **Growth-oriented spending:** prioritising capital investment that raises future revenue.
- **Own revenue:** improved GST compliance, property tax reform and asset monetisation.

## Conclusion

Welfare and growth are not opposites; sustainable welfare needs a growing economy. A calibrated mix of targeted transfers and productive investment can deliver both equity and fiscal health.
`,
  },
  {
    title: 'P4 and the Zero-poverty Goal',
    date: '2026-10-08',
    category: 'Paper IV - Economy & Development of AP',
    tags: ['Poverty', 'P4', 'Swarna Andhra 2047'],
    excerpt: 'Evaluate the Public–Private–People Partnership as a poverty-alleviation strategy.',
    image: 'rural-schemes',
    sources: ['https://www.ap.gov.in/'],
    question: `
Critically evaluate the Public–Private–People Partnership (P4) model as a strategy for eradicating poverty in Andhra Pradesh.

_(Andhra Pradesh Group-1 Mains, Paper IV, 10 marks)_
`,
    answer: `
Launched in 2025, the **P4 model** links well-off individuals — **Margadarsis** — with the poorest families — **Bangaru Kutumbalu** — to help them move out of poverty. It is the first of the ten principles of the **Swarna Andhra @2047** vision.

## Strengths

- **Beyond cash:** mentorship, education support, job links and networks address the non-income dimensions of poverty.
- **Social capital:** it mobilises the goodwill of successful citizens and the Telugu diaspora.
- **Complements welfare:** government schemes provide the floor; P4 aims to provide a ladder.
- **Targeting:** households are identified through surveys and tracked digitally.

## Limitations

1. **Voluntarism:** participation and support may be uneven and short-lived.
2. **Dignity and privacy:** poor families could feel dependent or exposed; safeguards are needed.
3. **Structural causes:** landlessness, caste discrimination, poor health and lack of jobs need public action that charity cannot replace.
4. **Measurement:** success must be measured by outcomes — income, education, health — not by the number of families adopted.
5. **Geography:** most Margadarsis live in cities, while deep poverty is concentrated in tribal and backward areas.

## Suggestions

- Clear guidelines and codes of conduct for Margadarsis.
- Convergence with skills, credit and livelihood missions.
- Independent evaluation and public reporting.
- Involvement of self-help groups and local bodies.

## Comparison with other models

Corporate social responsibility under the Companies Act, 2013 funds projects, and self-help groups build collective strength among women. P4 differs by matching individual families with individual mentors. International experience with mentoring and "graduation" programmes, such as those for the ultra-poor in Bangladesh, suggests that combining assets, training, cash support and regular coaching can lift families out of extreme poverty for good.

## Conclusion

P4 is an innovative idea that can add a human touch to poverty alleviation. It will succeed as a complement to — not a substitute for — strong public services and inclusive growth.
`,
  },
  {
    title: 'Natural Farming: Promise and Limits',
    date: '2026-10-21',
    category: 'Paper V - Science, Technology & Environment',
    tags: ['Natural Farming', 'APCNF', 'Agriculture'],
    sources: ['https://apcnf.in/'],
    question: `
Andhra Pradesh Community-managed Natural Farming has been praised internationally. Discuss its benefits and the challenges in scaling it up.

_(Andhra Pradesh Group-1 Mains, Paper V, 10 marks)_
`,
    answer: `
**APCNF**, implemented by **Rythu Sadhikara Samstha**, promotes farming without synthetic fertilisers and pesticides, using bio-stimulants, mulching, crop diversity and **pre-monsoon dry sowing**. It won the **Gulbenkian Prize for Humanity in 2024**.

## Benefits

- **Lower costs:** farmers prepare inputs locally, reducing spending on chemicals and debt.
- **Soil health:** more organic matter and microbial activity improve water retention.
- **Climate resilience:** year-round crop cover and diverse crops reduce risk in droughts and heavy rain.
- **Health and nutrition:** fewer chemical residues and more diverse diets.
- **Women's leadership:** self-help groups and women community resource persons drive the programme.

## Challenges in scaling up

1. **Yield concerns:** some farmers fear lower yields in the transition years, especially in intensively farmed deltas.
2. **Knowledge-intensive:** practices need continuous hand-holding, which is hard to scale.
3. **Markets:** natural produce often does not fetch a premium without certification and branding.
4. **Policy signals:** fertiliser subsidies make chemicals cheap compared with natural inputs.
5. **Evidence:** long-term, independent studies on yields and incomes are still limited.

## Way forward

- Farmer-to-farmer extension with **community resource persons**.
- **Participatory Guarantee System** certification and market linkages.
- Shift part of the fertiliser subsidy to support natural inputs.
- Research partnerships with agricultural universities.
- Convergence with the **National Mission on Natural Farming**.

## Evidence so far

Studies of APCNF farms have reported lower costs of cultivation and comparable or slightly lower yields for several crops, with better results in rain-fed areas than in irrigated deltas. Farmers also report better soil moisture in dry spells. Longer and larger studies across seasons are needed before the model is scaled to every district.

## Conclusion

APCNF shows that a farmer-led model can improve incomes and ecology together. With evidence, markets and patient support, it can become a mainstream path for sustainable agriculture.
`,
  },
  {
    title: "Women's Mobility and Empowerment",
    date: '2026-10-29',
    category: 'Paper III - Polity & Governance',
    tags: ['Women Empowerment', 'Stree Shakti', 'SHGs'],
    excerpt: "Use Stree Shakti and the SHG movement to discuss women's empowerment in the state.",
    image: 'rural-schemes',
    sources: ['https://www.ap.gov.in/', 'https://serp.ap.gov.in/'],
    question: `
Free bus travel for women is often described as a welfare measure. Argue why it can also be seen as an instrument of women's empowerment, with reference to Andhra Pradesh.

_(Andhra Pradesh Group-1 Mains, Paper III, 10 marks)_
`,
    answer: `
Under **Stree Shakti**, women, girls and transgender persons of Andhra Pradesh travel free on ordinary APSRTC services. Beyond saving money, the scheme changes how women access work, education and public space.

## Empowerment, not only welfare

- **Economic participation:** affordable travel lets women take up jobs and markets farther from home, raising female labour force participation.
- **Education:** girls can attend colleges and coaching in nearby towns without burdening family budgets.
- **Health care:** easier access to hospitals for women and their children.
- **Agency:** money saved on fares stays under women's control.
- **Public space:** more women in buses normalises their presence in public life.

## The Andhra Pradesh context

The state has a long tradition of women's collectives — **DWCRA** groups from the 1980s and the **SERP** self-help group network. Mobility strengthens these groups by linking members to markets, banks and training.

## Concerns

1. **Financial viability** of APSRTC depends on timely reimbursement.
2. **Service quality:** overcrowding and too few buses on rural routes.
3. **Safety:** CCTV, women conductors and well-lit bus stops are essential.
4. **Complementary needs:** childcare, skill training and jobs must accompany mobility.

## Evidence from other states

Studies of similar schemes in Delhi, Karnataka and Tamil Nadu found that women took more trips for work, study and health care, and that households spent the savings on food and children's education. Women also reported greater confidence in travelling alone — a gain that no cash transfer alone delivers.

## Conclusion

Free bus travel is most effective when it is seen as infrastructure for women's freedom. Combined with safety measures and economic opportunities, it can move women from being beneficiaries of welfare to participants in growth.
`,
  },
  {
    title: 'Blue Economy of Andhra Pradesh',
    date: '2026-11-06',
    category: 'Paper IV - Economy & Development of AP',
    tags: ['Blue Economy', 'Ports', 'Fisheries'],
    excerpt: 'Ports, fisheries, aquaculture and coastal tourism — potential and sustainability.',
    image: 'andhra-coast',
    sources: ['https://sagarmala.gov.in/'],
    question: `
Discuss the potential of the blue economy for Andhra Pradesh and the measures needed to make it sustainable.

_(Andhra Pradesh Group-1 Mains, Paper IV, 15 marks)_
`,
    answer: `
The **blue economy** covers economic activities based on oceans and coasts — shipping, ports, fisheries, aquaculture, tourism and marine energy. With a coastline of nearly 1,000 km, Andhra Pradesh is well placed to benefit.

## Potential

- **Ports and logistics:** Visakhapatnam, Gangavaram, Kakinada and Krishnapatnam, plus new ports at **Ramayapatnam, Machilipatnam and Mulapeta**, can support port-led industrial clusters along the **Visakhapatnam–Chennai Industrial Corridor**.
- **Aquaculture:** the state is a leading producer of farmed shrimp and fish, with large exports of marine products.
- **Marine fisheries:** new **fishing harbours** and landing centres reduce migration of fishers to other states.
- **Coastal tourism:** beaches, Buddhist heritage sites and river cruises on the Godavari.
- **Energy:** offshore wind, green hydrogen export hubs and oil and gas from the **Krishna–Godavari basin**.

## Sustainability challenges

1. **Mangrove loss** and salinisation of farmland due to aquaculture.
2. **Overfishing** and juvenile catch in coastal waters.
3. **Pollution** from industries, ports and towns.
4. **Coastal erosion** and exposure to cyclones.
5. **Livelihood displacement** of traditional fishing communities.

## Measures

- Strict enforcement of **Coastal Regulation Zone** rules and marine spatial planning.
- The annual **fishing ban** period, gear regulation and deep-sea fishing support.
- Certified, antibiotic-free aquaculture for export markets.
- Mangrove restoration under **MISHTI**.
- Skill development and insurance for fishers.
- Alignment with the Union's **Sagarmala** programme and the draft national blue economy policy.

## Role of institutions

The **Andhra Pradesh Maritime Board** develops non-major ports, while the **Marine Products Export Development Authority** supports exports and hatcheries. Coordination between these bodies, coastal districts and the fisheries department — through a state blue economy mission — would help balance growth with conservation.

## Conclusion

The coast can be Andhra Pradesh's engine of growth if development is planned with ecology and coastal communities at its centre.
`,
  },
  {
    title: 'Tribal Development in the Agency Areas',
    date: '2026-11-17',
    category: 'Paper III - Polity & Governance',
    tags: ['Fifth Schedule', 'PESA', 'Tribal Rights'],
    excerpt: 'Constitutional safeguards, PESA and forest rights: evaluate implementation in the Agency areas.',
    sources: ['https://tribal.gov.in/'],
    question: `
Examine the constitutional and legal safeguards for Scheduled Tribes in the Agency areas of Andhra Pradesh. How effective has their implementation been?

_(Andhra Pradesh Group-1 Mains, Paper III, 15 marks)_
`,
    answer: `
The **Agency areas** of Andhra Pradesh — in Alluri Sitharama Raju, Parvathipuram Manyam, Eluru and other districts — are home to tribes such as the **Koya, Konda Dora, Savara, Jatapu, Konda Reddi and Chenchu**. The Constitution and several laws protect their land, resources and self-governance.

## Safeguards

- **Fifth Schedule:** Scheduled Areas are administered with special powers for the Governor, advised by a **Tribes Advisory Council**.
- **AP Scheduled Areas Land Transfer Regulation, 1959 (amended 1970):** prohibits transfer of land in Scheduled Areas to non-tribals.
- **PESA Act, 1996:** gives gram sabhas powers over minor forest produce, minor minerals, land alienation and local plans; the state framed its rules in 2011.
- **Forest Rights Act, 2006:** recognises individual and **community forest rights**.
- **Samatha judgment (1997):** the Supreme Court held that mining leases in Scheduled Areas cannot be given to non-tribals, including private companies.
- **ITDAs** coordinate development in each Agency region.

## Effectiveness

**Achievements**
- Land transfer regulation has slowed alienation compared with other regions.
- Forest rights titles have been issued to many families.
- Residential schools have improved literacy.

**Gaps**
1. **Land alienation** continues through benami transactions and encroachment.
2. **Weak gram sabhas:** PESA powers are often not exercised in practice.
3. **Community forest rights** lag behind individual titles.
4. **Displacement** by projects such as Polavaram.
5. **Health:** malaria, anaemia and sickle-cell disease remain common; access to hospitals is poor in the monsoon.

## Way forward

- Training and funds for gram sabhas under PESA.
- Time-bound recognition of community forest rights.
- Strengthened ITDAs with local recruitment.
- Value addition for forest produce such as coffee and honey.

## Conclusion

Safeguards exist on paper; their value lies in implementation. Empowering tribal communities to govern their own resources is the surest path to development with dignity.
`,
  },
  {
    title: 'Deep Technology and the State Economy',
    date: '2026-11-26',
    category: 'Paper V - Science, Technology & Environment',
    excerpt:
      'Quantum computing, drones and AI data centres: how can the state turn tech investment into broad-based growth?',
    image: 'health-science',
    sources: ['https://dst.gov.in/', 'https://www.meity.gov.in/'],
    question: `
Andhra Pradesh is investing in quantum computing, drones and AI data centres. How can such deep-technology initiatives contribute to inclusive growth in the state?

_(Andhra Pradesh Group-1 Mains, Paper V, 10 marks)_
`,
    answer: `
**Deep technology** refers to innovations based on scientific and engineering breakthroughs — quantum computing, artificial intelligence, robotics and advanced materials. Andhra Pradesh's **Quantum Valley** in Amaravati, the **drone city** at Orvakal and the **AI data centre hub** in Visakhapatnam signal an ambition to join this frontier.

## Contribution to growth

- **Investment and jobs:** high-value investment brings skilled jobs and supporting services.
- **Productivity:** drones for crop spraying and surveys, AI for weather and yield forecasting, and quantum computing for optimisation.
- **Governance:** analytics for welfare targeting, land records and disaster response.
- **Start-ups:** research parks attract entrepreneurs and venture capital.

## Making it inclusive

1. **Skills:** courses in quantum, AI and drones in universities, polytechnics and ITIs, with scholarships for rural and women students.
2. **Local applications:** solutions for farmers, fishers and small businesses, not only global clients.
3. **Digital public infrastructure:** open data and platforms that small firms can use.
4. **Regional spread:** link tech hubs with district-level incubators.
5. **Sustainability:** renewable power and water recycling for data centres.

## Challenges

- Shortage of researchers and specialised faculty.
- High capital costs and long gestation.
- Risks of job displacement by automation.
- Data privacy and cyber security.

## Role of government

1. **Anchor customer:** departments can buy drone surveys, AI forecasting and data services from local firms.
2. **Shared facilities:** testing labs, drone corridors and quantum computing time offered at low cost to researchers.
3. **Regulatory sandboxes** that let start-ups test products under supervision.
4. **Patient capital** through state funds that co-invest with private investors.

## Conclusion

Deep technology can leapfrog the state's development if its benefits reach beyond a few enclaves. Investment in people — skills, research and local innovation — will decide whether the technology dividend is shared widely.
`,
  },
];
