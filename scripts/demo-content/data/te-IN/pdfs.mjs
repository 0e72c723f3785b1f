/** Telugu (te-IN) titles of PDF entries, by English title (their files' texts are in assets.mjs). */
export default {
  'UPSC Current Affairs Monthly - October 2026': 'యూపీఎస్సీ కరెంట్ అఫైర్స్ మాసపత్రిక – అక్టోబర్ 2026',
  'Andhra Pradesh State Special - October 2026': 'ఆంధ్రప్రదేశ్ ప్రత్యేకం – అక్టోబర్ 2026',
};
