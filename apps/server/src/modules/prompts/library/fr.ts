import type { PromptTexts } from './builtin-ids';

export const fr: PromptTexts = {
  'trial-primary-result': {
    title: 'Résumer le résultat principal',
    text: "Résumez le résultat du critère principal de cet essai : le critère et sa méthode d'évaluation, le résultat dans chaque bras, la mesure de l'effet (hazard ratio ou différence, par exemple) avec son intervalle de confiance à 95 % et sa valeur de p, la population d'analyse (en intention de traiter ou per protocole) et la durée médiane de suivi. Reprenez chaque chiffre exactement tel qu'il figure dans l'article et indiquez la page. Si une donnée n'est pas rapportée, écrivez « non rapporté » au lieu de l'estimer.",
  },
  'compare-arms': {
    title: 'Comparer les bras de traitement',
    text: "Comparez les bras de cet essai dans un tableau : une colonne par bras et, en lignes, l'intervention et la dose, le nombre de patients randomisés, les principales caractéristiques à l'inclusion, le critère principal, les principaux critères secondaires et le taux d'événements indésirables de grade ≥ 3. Donnez les différences entre bras avec leur intervalle de confiance lorsque l'article les rapporte. Sous le tableau, indiquez en deux ou trois phrases ce qui distingue réellement les bras et ce qui ne les distingue pas, en citant les pages.",
  },
  'adverse-events-by-grade': {
    title: 'Lister les événements indésirables par grade',
    text: "Listez les événements indésirables rapportés dans cet essai par grade CTCAE et par bras : taux tous grades et de grade ≥ 3 pour chaque événement, événements indésirables graves, événements ayant conduit à un arrêt ou à une réduction de dose, et décès liés au traitement. Présentez-les dans un tableau trié par fréquence tous grades dans le bras expérimental. Utilisez les effectifs de la population de tolérance, reprenez les chiffres tels qu'ils sont imprimés et citez le tableau ou la page de chacun.",
  },
  'msl-discussion-guide': {
    title: "Rédiger un guide d'entretien MSL",
    text: "Rédigez un guide d'entretien pour un MSL (medical science liaison) qui présente cette étude à un professionnel de santé. Incluez un paragraphe de synthèse scientifique ; trois à cinq données clés avec leur source ; des questions ouvertes pour comprendre sa pratique clinique et les besoins non couverts ; les questions qu'il posera probablement, avec des réponses équilibrées et fondées sur les preuves (limites comprises) ; et les points sur lesquels il faut rester dans le cadre de l'AMM. Gardez un ton scientifique et non promotionnel.",
  },
  'kaplan-meier-plain-language': {
    title: 'Expliquer la courbe de Kaplan-Meier',
    text: "Expliquez la courbe de Kaplan-Meier de cet article en termes simples, pour un lecteur sans formation en statistique : ce que montre la courbe, ce que représentent les axes, ce que signifie l'écart entre les courbes, ce que veulent dire ici la médiane et le hazard ratio avec son intervalle de confiance, et ce qu'indiquent les effectifs à risque sous le graphique. Précisez aussi ce que la courbe ne permet pas de conclure, par exemple l'incertitude en fin de courbe, quand peu de patients restent suivis.",
  },
  'patient-friendly-summary': {
    title: 'Rédiger un résumé pour les patients',
    text: "Rédigez un résumé de cette étude destiné aux patients et à leurs proches, compréhensible par un enfant de 12 ans et en moins de 300 mots. Expliquez pourquoi l'étude a été menée, qui y a participé, quels traitements ont été comparés, ce qui a été observé (en chiffres absolus, par exemple « sur 100 personnes… ») et quels ont été les effets indésirables les plus fréquents. Évitez le jargon ou expliquez-le lorsqu'il est indispensable. Terminez en rappelant que les décisions de traitement se prennent avec son médecin.",
  },
  'risk-of-bias-appraisal': {
    title: 'Évaluer le risque de biais',
    text: "Faites une lecture critique de cet essai randomisé selon les domaines de l'outil Cochrane RoB 2 : processus de randomisation, écarts aux interventions prévues, données manquantes, mesure du critère de jugement et sélection du résultat rapporté. Pour chaque domaine, donnez un jugement (risque faible, quelques réserves, risque élevé) étayé par des citations de l'article. Donnez ensuite un jugement global et listez les autres limites qui pèsent sur l'applicabilité, comme le comparateur, les critères d'inclusion ou le financement.",
  },
  'extract-pico': {
    title: 'Extraire le PICO',
    text: "Extrayez les éléments PICO de cette étude : Population (principaux critères d'inclusion et d'exclusion, stade de la maladie, traitements antérieurs), Intervention (médicament, dose, schéma d'administration), Comparateur et critères de jugement ou « Outcomes » (critère principal et principaux critères secondaires, avec leur définition). Ajoutez le plan de l'étude, la phase, le numéro d'enregistrement de l'essai et l'effectif. Présentez la réponse sous forme de liste structurée en indiquant la page de chaque élément.",
  },
};
