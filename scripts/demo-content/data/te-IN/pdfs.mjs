/**
 * Telugu (te-IN) PDF texts: entry titles by English title, file titles and descriptions by asset
 * key. The compilations themselves are in English, and the descriptions say so.
 */
export default {
  entries: {
    'UPSC Current Affairs Monthly - October 2026': 'యూపీఎస్సీ కరెంట్ అఫైర్స్ మాసపత్రిక – అక్టోబర్ 2026',
    'Andhra Pradesh State Special - October 2026': 'ఆంధ్రప్రదేశ్ ప్రత్యేకం – అక్టోబర్ 2026',
  },
  files: {
    'ca-monthly-2026-10': {
      title: 'కరెంట్ అఫైర్స్ మాసపత్రిక – అక్టోబర్ 2026',
      description:
        'నెల రోజుల్లో పాలిటీ, ఆర్థిక వ్యవస్థ, పర్యావరణం, శాస్త్ర సాంకేతిక రంగాలు, అంతర్జాతీయ సంబంధాల ముఖ్యాంశాలు — ప్రిలిమ్స్ కోసం గుర్తుంచుకోవాల్సిన అంశాలతో. (సంకలనం ఆంగ్లంలో ఉంది.)',
    },
    'state-special-2026-10': {
      title: 'ఏపీ, తెలంగాణ ప్రత్యేకం – అక్టోబర్ 2026',
      description: 'ఏపీపీఎస్సీ, టీజీపీఎస్సీ గ్రూప్ పరీక్షల కోసం ఆంధ్రప్రదేశ్, తెలంగాణ వ్యవహారాలు. (సంకలనం ఆంగ్లంలో ఉంది.)',
    },
  },
};
