/**
 * UPSC mains answer writing (mainsAnswerWriting): question and model answer in Markdown (see
 * lib/rich-text.mjs). The first paragraph of a question is the question alone — list cards use
 * its text as the card title. Deliberate gaps: two without excerpt, one without tags, one without
 * sources (the ethics answer), several without featured image.
 */
export default [
  {
    title: 'Governor and State Legislation',
    date: '2026-08-06',
    category: 'GS Paper II - Polity',
    tags: ['Governor', 'Federalism', 'Article 200'],
    excerpt:
      'How far can the Governor delay a Bill? Structure your answer around Article 200, judicial views and reform proposals.',
    image: 'judiciary-court',
    sources: ['https://www.sci.gov.in/', 'https://interstatecouncil.gov.in/'],
    question: `
Discuss the constitutional position of the Governor with respect to Bills passed by the state legislature. Has judicial intervention brought clarity to the question of delays in assent?

_(15 marks, 250 words)_
`,
    answer: `
The Governor is the constitutional head of the state and an integral part of the state legislature (Article 168). **Article 200** lists the options available when a Bill is presented for assent, but it prescribes no time limit — a silence that has led to friction between several states and Raj Bhavans.

## Constitutional position

- **Assent, withhold, return or reserve:** the Governor may assent, withhold assent, return a non-Money Bill for reconsideration, or reserve it for the President under **Article 201**.
- **Reconsidered Bills:** if the House passes a returned Bill again, the Governor "shall not withhold assent".
- **Aid and advice:** under **Article 163**, the Governor acts on ministerial advice except where the Constitution expressly allows discretion, as held in **Shamsher Singh (1974)** and **Nabam Rebia (2016)**.

## Role of the judiciary

- Courts have held that the phrase "as soon as possible" in the first proviso implies **expedition**, not indefinite delay.
- The advisory opinion on the **Presidential reference (2025)** held that courts cannot fix rigid timelines or create "deemed assent", but that **prolonged, unexplained inaction** is open to limited judicial scrutiny.
- Thus the judiciary has clarified the limits of discretion, while leaving the precise time frame to constitutional morality.

## Remaining gaps

1. No enforceable deadline, so delays still depend on the office-holder.
2. Reservation of Bills for the President can be used to delay matters within the state's own legislative field.
3. The appointment and removal of Governors remain at the pleasure of the President (Article 156).

## Way forward

The **Sarkaria** and **Punchhi** Commissions suggested time limits for reserved Bills, consultation with the Chief Minister before appointment, and a fixed tenure. Conventions evolved through the **Inter-State Council** would reduce litigation.

## Conclusion

Judicial intervention has narrowed the scope for misuse but cannot substitute for constitutional conventions. A Governor who acts as a friend, philosopher and guide to the state government — as the framers intended — is the surest safeguard of cooperative federalism.
`,
  },
  {
    title: 'Flexible Inflation Targeting: An Assessment',
    date: '2026-08-13',
    category: 'GS Paper III - Economy',
    tags: ['RBI', 'Monetary Policy', 'Inflation'],
    excerpt: 'A decade of the MPC: evaluate successes, supply-side limits and the debate over the target.',
    image: 'economy-growth',
    sources: ['https://www.rbi.org.in/'],
    question: `
Flexible inflation targeting has served India well over the last decade. Critically evaluate this statement.

_(15 marks, 250 words)_
`,
    answer: `
India adopted **flexible inflation targeting (FIT)** in 2016 through an amendment to the RBI Act, 1934. A six-member **Monetary Policy Committee** sets the repo rate to keep CPI inflation at **4 per cent within a band of 2–6 per cent**, while keeping growth in mind.

## Achievements

- **Anchored expectations:** average inflation after 2016 has been lower and less volatile than in the decade before, when it often crossed 9 per cent.
- **Transparency:** published minutes, voting patterns and a biannual Monetary Policy Report have made the RBI more predictable.
- **Credibility under stress:** during the pandemic the framework allowed aggressive easing, and later tightening, without losing the anchor.
- **Accountability:** breaching the band for three consecutive quarters requires a written explanation to the government, as happened in 2022.

## Limitations

1. **Supply shocks dominate:** food and fuel, nearly half the CPI basket, respond little to interest rates — vegetable price spikes cannot be fixed by monetary policy.
2. **Weak transmission:** cuts in the repo rate reach borrowers slowly, especially through older loan benchmarks.
3. **Fiscal dominance:** large government borrowing can keep long-term yields high regardless of the policy rate.
4. **Growth trade-off:** critics argue the framework was too tight in some phases, hurting investment.

## Suggested improvements

- Better coordination with the government on **supply-side measures** — buffer stocks, import policy and cold chains.
- Improved data: the new CPI series with updated weights strengthens the target.
- Retaining headline rather than core CPI as the target, since households experience headline inflation.

## Conclusion

On balance, FIT has given India lower and more stable inflation and a credible central bank. Its success depends on complementary fiscal and agricultural reforms that tackle the supply-side roots of price rises.
`,
  },
  {
    title: 'Wetland Conservation Framework',
    date: '2026-08-20',
    category: 'GS Paper III - Environment',
    tags: ['Wetlands', 'Ramsar', 'Conservation'],
    excerpt: 'Ramsar numbers are rising, but are wetlands better protected? Evaluate laws, institutions and gaps.',
    image: 'environment-wetland',
    sources: ['https://www.ramsar.org/', 'https://moef.gov.in/'],
    question: `
India's Ramsar sites have grown rapidly in number. Evaluate whether the country's legal and institutional framework is adequate to conserve its wetlands.

_(15 marks, 250 words)_
`,
    answer: `
Wetlands cover close to 5 per cent of India's geographical area and provide flood control, groundwater recharge, fisheries and habitat for migratory birds. India has added Ramsar sites rapidly and now has the largest network in Asia — but a listing is recognition, not protection.

## The framework

- **International:** the **Ramsar Convention (1971)**, which India joined in 1982, with the Montreux Record for threatened sites.
- **Law:** the **Wetlands (Conservation and Management) Rules, 2017** under the Environment Protection Act, 1986 — state wetland authorities notify wetlands and regulate activities within them.
- **Schemes:** the **National Plan for Conservation of Aquatic Ecosystems (NPCA)** and the **Amrit Dharohar** initiative for Ramsar sites; **Mission Sahbhagita** for community participation.
- **Judiciary:** courts have treated wetlands as part of the public trust and ordered removal of encroachments.

## Gaps

1. **Delegation without capacity:** the 2017 rules left notification to states; many wetlands are still not notified and state authorities lack staff and funds.
2. **Narrow definition:** rivers, paddy fields and saltpans are excluded, though they function as wetlands.
3. **Urban pressure:** lakes in cities such as Bengaluru, Hyderabad and Chennai have been lost to encroachment and sewage.
4. **Data gaps:** boundaries and zones of influence are often undefined, making enforcement difficult.
5. **Upstream threats:** dams and diversions alter water flows that no site-level plan can control.

## Way forward

- Time-bound notification of all wetlands with digital boundary maps.
- Integrating wetlands into **river basin** and **city master plans**.
- Payment for ecosystem services and fishing rights for local communities.
- Regular health cards for wetlands, as piloted for Ramsar sites.

## Conclusion

India's framework is sound on paper but weak in execution. Moving from counting Ramsar sites to measuring wetland health — and giving communities a stake in it — will decide whether these ecosystems survive.
`,
  },
  {
    title: 'Private Players in the Space Sector',
    date: '2026-08-25',
    category: 'GS Paper III - Science & Technology',
    tags: ['Space', 'ISRO', 'IN-SPACe'],
    sources: ['https://www.isro.gov.in/', 'https://www.inspace.gov.in/'],
    question: `
How has the opening of the space sector to private enterprise changed India's space economy? Discuss the opportunities and the regulatory challenges.

_(15 marks, 250 words)_
`,
    answer: `
Until 2020 India's space activity was almost entirely carried out by ISRO, with industry acting only as a supplier. Reforms since then — the creation of **IN-SPACe**, the **Indian Space Policy 2023** and liberalised FDI rules in 2024 — have opened the full value chain to private companies.

## What has changed

- **Launch vehicles:** private firms have flown sub-orbital and orbital rockets from Sriharikota, and small launch vehicle technology has been transferred to industry.
- **Satellites:** start-ups build Earth observation and communication satellites and offer data as a service.
- **Institutions:** **IN-SPACe** authorises and hand-holds non-government actors; **NewSpace India Limited** commercialises ISRO technology and builds demand-driven missions.
- **Investment:** up to 100 per cent FDI is allowed in satellite components and manufacturing, with graded limits for launch vehicles and satellite operations.

## Opportunities

1. India's share of the global space economy, around 2 per cent, can grow many times.
2. ISRO can focus on research missions such as Gaganyaan and the space station.
3. Space-based services help agriculture, disaster management, fisheries and telecom.
4. High-skill jobs and an export-oriented manufacturing base.

## Regulatory challenges

- A comprehensive **space activities law** on liability, insurance and licensing is still awaited.
- **Space debris** and traffic management need binding norms as constellations grow.
- **Spectrum allocation** for satellite broadband must balance competition and security.
- Dual-use technology raises export control and national security questions.

## Conclusion

The reforms have turned ISRO from a sole provider into an enabler. A clear legal framework, patient capital and demand from government as an anchor customer will decide whether India's space start-ups become global players.
`,
  },
  {
    title: 'India and the Expanded BRICS',
    date: '2026-09-01',
    category: 'GS Paper II - International Relations',
    tags: ['BRICS', 'Foreign Policy', 'Multilateralism'],
    excerpt: "BRICS has grown to ten members. Does expansion serve India's interests? A balanced answer.",
    image: 'global-diplomacy',
    sources: ['https://www.mea.gov.in/', 'https://www.ndb.int/'],
    question: `
"The expansion of BRICS is both an opportunity and a constraint for India's foreign policy." Examine in the context of India's chairship of the grouping.

_(15 marks, 250 words)_
`,
    answer: `
BRICS began in 2009 as a forum of large emerging economies. With the entry of Egypt, Ethiopia, Iran, the UAE and Indonesia, and a new category of partner countries, it now represents close to half the world's population. India holds the chair in 2026.

## Opportunities for India

- **Voice of the Global South:** an expanded BRICS strengthens the case for reform of the UN Security Council, the IMF and the World Bank — long-standing Indian goals.
- **Development finance:** the **New Development Bank** offers an additional source of infrastructure funding in local currencies.
- **West Asia links:** the Gulf members are major energy suppliers, investors and hosts to Indian workers.
- **Agenda setting:** as chair, India can showcase digital public infrastructure, millets and climate finance, as it did during its G20 presidency.

## Constraints

1. **China's weight:** the largest economy in the group could shape its agenda and institutions to its interests.
2. **Anti-Western turn:** some members want BRICS to be a counter to the West, while India values its partnerships with the USA, Europe and Japan.
3. **Dilution:** more members with divergent interests make consensus harder and outcomes vaguer.
4. **De-dollarisation debates:** India supports local-currency trade but opposes a common BRICS currency.

## India's approach

- Positioning BRICS as **"non-Western", not "anti-Western"**.
- Insisting on **consensus** and clear criteria for new members.
- Using the forum alongside the Quad, G20 and SCO — a practice of **multi-alignment** guided by strategic autonomy.

## Conclusion

Expansion magnifies both the promise and the pitfalls of BRICS. By steering it towards development, reform and technology — and away from bloc politics — India can turn its chairship into a gain for the Global South and for its own strategic autonomy.
`,
  },
  {
    title: 'Landslides in Mountain Regions',
    date: '2026-09-09',
    category: 'GS Paper I - Geography',
    tags: ['Disaster Management', 'Landslides', 'Himalaya'],
    excerpt: 'Natural and human causes of landslides, with a four-part mitigation framework.',
    sources: ['https://ndma.gov.in/', 'https://www.gsi.gov.in/'],
    question: `
Why are landslides becoming more frequent and more deadly in the Himalaya and the Western Ghats? Suggest a strategy for reducing landslide risk.

_(15 marks, 250 words)_
`,
    answer: `
India has about 0.42 million sq km of landslide-prone land, nearly 13 per cent of its area, concentrated in the **Himalaya**, the **North-East** and the **Western Ghats**. Recent monsoons have seen deadlier events, raising questions about both climate and development choices.

## Causes

### Natural factors

- **Young, fragile mountains:** the Himalaya are tectonically active and geologically weak; the Ghats have steep scarps with thick lateritic soil.
- **Extreme rainfall:** short, intense bursts saturate slopes faster than they can drain — an increasing trend in a warming climate.
- **Earthquakes** loosen slopes in the Himalaya.

### Human factors

- **Road widening and tunnelling** without slope stabilisation.
- **Quarrying and mining** near settlements.
- Unplanned **construction** on steep slopes and stream beds, especially for tourism.
- **Deforestation** and plantations replacing deep-rooted native forests.

## Strategy for risk reduction

1. **Know the hazard:** village-level landslide susceptibility maps by the Geological Survey of India, integrated into land-use plans.
2. **Warn early:** rain-gauge and soil-moisture networks linked to threshold-based alerts, with clear evacuation protocols.
3. **Build right:** enforce building bye-laws and slope-cutting norms; engineering measures such as retaining walls, drainage and bio-engineering.
4. **Prepare communities:** mock drills, safe shelters and the inclusion of landslides in state disaster management plans, following the **NDMA guidelines**.
5. **Protect ecology:** notify ecologically sensitive areas and regulate quarrying.

## Conclusion

Landslides are natural, but landslide disasters are largely made by people. A shift from relief to risk reduction — in line with the **Sendai Framework** — can make mountain development safer and more sustainable.
`,
  },
  {
    title: 'Simultaneous Elections',
    date: '2026-09-17',
    category: 'GS Paper II - Polity',
    tags: ['Elections', 'Federalism', 'Constitutional Amendment'],
    excerpt: 'The 129th Amendment Bill and the Kovind committee: weigh efficiency against federalism.',
    image: 'polity-parliament',
    sources: ['https://prsindia.org/', 'https://eci.gov.in/'],
    question: `
Examine the constitutional and federal implications of holding simultaneous elections to the Lok Sabha and the State Legislative Assemblies.

_(15 marks, 250 words)_
`,
    answer: `
Simultaneous elections were the norm from 1951-52 to 1967. The **High-Level Committee chaired by Ram Nath Kovind (2024)** recommended reviving them, and the **Constitution (129th Amendment) Bill, 2024** is under examination by a Joint Parliamentary Committee.

## Constitutional implications

- **Article 82A** (proposed) would fix an "appointed date" after which Assembly terms end along with the Lok Sabha's.
- **Articles 83 and 172**, which fix five-year terms, would be altered: an early dissolution would lead only to an election for the **unexpired term**.
- **Article 327** would be amended to include simultaneous elections within Parliament's powers.
- Debate continues on whether **ratification by half the states** under Article 368(2) is needed, since the terms of state legislatures are affected.

## Federal implications

1. **Curtailed terms:** some Assemblies elected before the appointed date would serve less than five years.
2. **National issues may dominate** state campaigns, weakening regional parties and local accountability.
3. **Accountability:** fixed cycles might reduce the ability to seek a fresh mandate after a government falls.
4. At the same time, the Bill leaves the federal distribution of powers untouched.

## Arguments for reform

- Lower expenditure for the Election Commission and parties.
- Fewer disruptions from the **Model Code of Conduct** to development work.
- Less diversion of teachers and security forces to election duty.

## Way forward

- Wide consultation with states and a consensus-based approach.
- A constructive vote of no-confidence, as suggested by the Law Commission, to limit premature dissolution.
- Phased implementation with adequate EVMs and VVPATs.

## Conclusion

Simultaneous elections promise efficiency, but democracy values accountability above convenience. The reform will succeed only if it is built on consensus and preserves the federal balance that the basic structure protects.
`,
  },
  {
    title: 'Cyber-enabled Financial Fraud as a Security Challenge',
    date: '2026-10-22',
    category: 'GS Paper III - Internal Security',
    tags: ['Cyber Security', 'Fraud', 'I4C'],
    image: 'global-diplomacy',
    sources: ['https://cybercrime.gov.in/', 'https://i4c.mha.gov.in/'],
    question: `
Cyber-enabled financial frauds such as "digital arrest" scams have emerged as a serious internal security challenge. Discuss the reasons and suggest measures.

_(15 marks, 250 words)_
`,
    answer: `
Digital payments have made India a global leader in real-time transactions. The same ecosystem is exploited by organised fraud networks: impersonation calls, fake investment apps and "**digital arrest**" scams cheat citizens of large sums, often routed abroad.

## Why it is a security challenge

- **Organised and transnational:** scam compounds in other countries use trafficked workers, and proceeds are laundered through mule accounts and crypto assets.
- **Erodes trust** in digital public infrastructure and in institutions such as the police.
- **Links to other crimes:** money laundering, terror financing and human trafficking.

## Reasons for the rise

1. Low digital literacy among older and first-time users.
2. Easy availability of SIM cards and bank accounts through stolen or rented identities.
3. Speed of transfers, which leaves little time to freeze funds.
4. Fragmented policing — cyber crime crosses state borders while police is a **state subject**.

## Measures taken

- The **Indian Cyber Crime Coordination Centre (I4C)**, the helpline **1930** and the National Cyber Crime Reporting Portal.
- **Sanchar Saathi** to block lost phones and report fraud calls; action against mule accounts by banks.
- Awareness campaigns by the RBI and telecom operators.

## What more is needed

1. **Speed:** real-time coordination between banks, telecom companies and police to freeze money within the "golden hour".
2. **Capacity:** cyber forensic labs and trained officers in every district.
3. **Regulation:** stricter KYC for SIMs and accounts, and liability norms that push banks to detect suspicious patterns.
4. **International cooperation** through mutual legal assistance treaties and action against scam compounds.
5. **Awareness:** the message that no agency arrests anyone over a video call.

## Conclusion

Financial cyber fraud is now a national security issue, not only a policing one. A whole-of-government response, built on fast information sharing and an alert public, can protect the trust on which India's digital economy rests.
`,
  },
  {
    title: 'From Food Security to Nutrition Security',
    date: '2026-10-18',
    category: 'GS Paper II - Social Justice',
    tags: ['Food Security', 'Nutrition', 'PDS'],
    excerpt:
      'Free grain is in place; malnutrition is not solved. Outline the next phase of the public distribution system.',
    image: 'rural-schemes',
    sources: ['https://nfsa.gov.in/', 'https://www.fao.org/'],
    question: `
India has largely achieved food security, but nutrition security remains elusive. What should the next phase of the public distribution system look like?

_(15 marks, 250 words)_
`,
    answer: `
Under the **National Food Security Act, 2013** and the **PM Garib Kalyan Anna Yojana**, about 80 crore people receive free foodgrains. Yet national surveys still show high levels of **stunting, wasting and anaemia**, especially among children and women. The challenge has shifted from calories to nutrition.

## Why food security has not meant nutrition security

- **Cereal-heavy basket:** the PDS supplies rice and wheat but little protein or micronutrients.
- **Hidden hunger:** deficiencies of iron, zinc and vitamins persist even where calories are sufficient.
- **Non-food factors:** poor sanitation, unsafe water and low maternal education reduce the body's ability to absorb nutrients.
- **Exclusion:** urban migrants and those missing from outdated beneficiary lists are left out.

## The next phase of the PDS

1. **Diversify the basket:** add pulses, edible oil and **millets**, sourced locally through decentralised procurement.
2. **Fortification:** scale up fortified rice with proper quality control and monitoring of effects.
3. **Targeted support:** link the PDS with **Poshan Abhiyaan**, anganwadis and **PM POSHAN** school meals for the first thousand days of life.
4. **Portability and coverage:** use **One Nation One Ration Card** and updated population data to include migrants.
5. **Technology:** end-to-end computerisation, grievance redress and nutrition dashboards by district.
6. **Behaviour change:** nutrition education through self-help groups, as in the Kerala Kudumbashree model.

## Fiscal angle

Free grain is costly; savings from better targeting and reduced leakages can fund a richer basket without raising the subsidy bill sharply.

## Conclusion

The PDS rescued India from hunger; it must now help end malnutrition. A shift from quantity to quality — more diverse, fortified and locally grown food delivered with care — can turn food security into nutrition security.
`,
  },
  {
    title: 'Labour Codes: Flexibility and Security',
    date: '2026-11-23',
    category: 'GS Paper III - Economy',
    tags: ['Labour Codes', 'Employment', 'Gig Economy'],
    excerpt: 'A year into the four codes, examine whether they balance employer flexibility with worker protection.',
    image: 'economy-growth',
    sources: ['https://labour.gov.in/'],
    question: `
The four labour codes seek to balance flexibility for employers with security for workers. Examine.

_(15 marks, 250 words)_
`,
    answer: `
The four labour codes — on **wages**, **industrial relations**, **social security** and **occupational safety** — consolidated 29 central laws and came into force in November 2025. They try to make it easier to do business while extending protection to workers long left out.

## Flexibility for employers

- **Simplification:** one registration, one licence and one return replace multiple filings.
- **Higher thresholds:** prior government permission for lay-offs and closures is required only for establishments with **300 or more workers**, up from 100.
- **Fixed-term employment** is recognised, with benefits on par with permanent workers.
- **Inspector-cum-facilitator** model and compounding of minor offences.

## Security for workers

- A **statutory floor wage** and minimum wages for all sectors, organised or not.
- **Social security for gig and platform workers** through contributions by aggregators.
- Free annual **health check-ups**, appointment letters for all workers and equal pay for women.
- Permission for **women to work night shifts** with consent and safety measures.

## Concerns

1. **Collective bargaining:** restrictions on strikes and the higher lay-off threshold may weaken unions.
2. **Coverage gaps:** many small establishments fall below the thresholds for key protections.
3. **Implementation:** labour is in the **Concurrent List**; uneven state rules and few inspectors could dilute benefits.
4. **Funding:** the gig workers' social security fund depends on actual contributions and clear benefit design.

## Way forward

- Tripartite consultation with employers and unions on state rules.
- Universal registration of informal and gig workers on the **e-Shram** portal.
- Strong grievance redress and data on compliance.

## Conclusion

The codes move Indian labour law from a complex, inspector-driven regime to a simpler, rights-based one. Whether they achieve balance will depend on implementation that protects workers as diligently as it eases compliance.
`,
  },
  {
    title: 'Sardar Patel and Integrity in Public Service',
    date: '2026-11-02',
    category: 'GS Paper IV - Ethics',
    tags: ['Ethics', 'Civil Services', 'Leadership'],
    excerpt: 'Use examples from the integration of the princely states to discuss values for civil servants.',
    question: `
What lessons does Sardar Vallabhbhai Patel's role in nation-building offer to civil servants today? Illustrate with examples.

_(10 marks, 150 words)_
`,
    answer: `
Sardar Patel combined firmness of purpose with patient negotiation. His leadership during the integration of the princely states and his defence of an independent civil service offer lasting lessons.

## Lessons

- **Commitment to the national interest:** he placed unity above regional or personal considerations, persuading over 560 rulers to accede.
- **Persuasion before coercion:** most rulers joined through dialogue and the Instrument of Accession; force was the last resort, as in Hyderabad.
- **Decisiveness:** timely decisions prevented fragmentation after Independence.
- **Respect for the civil service:** he defended the All India Services as the "steel frame", insisting that officers give frank advice without fear.
- **Integrity and simplicity:** he lived modestly and kept public resources separate from personal interest.

## Application today

1. Frank, evidence-based advice to political leaders, even when unwelcome.
2. Consensus-building with stakeholders while implementing difficult reforms.
3. Impartiality in serving all citizens, especially in diverse and sensitive regions.

## An illustration

During the integration of Junagadh and Hyderabad, Patel weighed legal options, public opinion and the risk of violence before acting. A district officer handling a tense land dispute or a communal situation today faces a similar test: gather facts, consult widely, act firmly within the law and explain the decision openly. Patel's insistence that officers be protected when they give honest advice is also a reminder to political leaders that a neutral civil service is a national asset, not an obstacle.

## Conclusion

Patel showed that firmness and fairness can go together. Civil servants who combine integrity, courage and empathy keep his vision of a united and well-governed India alive.
`,
  },
  {
    title: 'Census Delay and Evidence-based Policy',
    date: '2026-11-16',
    category: 'GS Paper II - Governance',
    excerpt: 'Fifteen years between two Censuses: what the data gap cost, and what the digital Census must deliver.',
    image: 'polity-parliament',
    sources: ['https://censusindia.gov.in/'],
    question: `
Discuss the implications of the long gap between Census 2011 and Census 2027 for evidence-based policy making in India.

_(15 marks, 250 words)_
`,
    answer: `
The decennial Census is India's largest administrative exercise and the base for most of its statistics. The 2021 round was postponed, so policies until 2027 have relied on data that is more than a decade old.

## Implications of the data gap

- **Welfare exclusion:** coverage under the National Food Security Act is fixed as a share of the 2011 population, so millions born or migrated since may be left out.
- **Outdated sampling frames:** surveys on employment, consumption and health use Census frames; an old frame reduces accuracy.
- **Urban planning:** many settlements have grown into towns without being classified as urban, affecting funds and services.
- **Political representation:** delimitation of constituencies and the rollout of **women's reservation** are linked to the first Census after 2026.
- **Migration and ageing:** rapid changes in migration and the share of elderly people are not captured.

## Opportunities in Census 2027

1. **Digital enumeration** through mobile apps and self-enumeration can speed up results.
2. **Caste enumeration** will provide data for social justice policies, though its use will need care.
3. Geo-tagged data can be linked with administrative records to build a dynamic population register.

## Safeguards needed

- Confidentiality of individual data under the **Census Act, 1948**.
- Quick release of tables and micro-data for researchers.
- A legal mandate for a regular cycle so that future delays are avoided.

## Conclusion

Good policy needs good data. Census 2027 can close a long gap, provided its results are timely, trusted and widely used — and the decennial rhythm is never broken again.
`,
  },
];
