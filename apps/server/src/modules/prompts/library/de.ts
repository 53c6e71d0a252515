import type { PromptTexts } from './builtin-ids';

export const de: PromptTexts = {
  'trial-primary-result': {
    title: 'Primären Endpunkt zusammenfassen',
    text: 'Fassen Sie das Ergebnis des primären Endpunkts dieser Studie zusammen: den Endpunkt und wie er erhoben wurde, das Ergebnis in jedem Studienarm, das Effektmaß (z. B. Hazard Ratio oder Differenz) mit 95-%-Konfidenzintervall und p-Wert, die Analysepopulation (Intention-to-treat oder per Protokoll) und die mediane Nachbeobachtungszeit. Übernehmen Sie jede Zahl genau so, wie sie im Artikel steht, und nennen Sie die Seite. Wird ein Wert nicht berichtet, schreiben Sie „nicht berichtet“, statt ihn zu schätzen.',
  },
  'compare-arms': {
    title: 'Studienarme vergleichen',
    text: 'Vergleichen Sie die Arme dieser Studie in einer Tabelle: eine Spalte pro Arm, Zeilen für Intervention und Dosis, Zahl der randomisierten Patienten, wichtige Baseline-Merkmale, primären Endpunkt, die wichtigsten sekundären Endpunkte und die Rate unerwünschter Ereignisse vom Grad ≥ 3. Geben Sie Unterschiede zwischen den Armen mit Konfidenzintervall an, sofern der Artikel sie berichtet. Erläutern Sie unter der Tabelle in zwei, drei Sätzen, worin sich die Arme relevant unterscheiden und worin nicht, jeweils mit Seitenangabe.',
  },
  'adverse-events-by-grade': {
    title: 'Unerwünschte Ereignisse nach Grad auflisten',
    text: 'Listen Sie die in dieser Studie berichteten unerwünschten Ereignisse nach CTCAE-Grad und Studienarm auf: Raten aller Grade und vom Grad ≥ 3 je Ereignis, schwerwiegende unerwünschte Ereignisse, Ereignisse, die zum Abbruch oder zur Dosisreduktion führten, sowie behandlungsbedingte Todesfälle. Stellen Sie alles in einer Tabelle dar, sortiert nach der Häufigkeit aller Grade im experimentellen Arm. Verwenden Sie die Nenner der Sicherheitspopulation, übernehmen Sie die Zahlen wie gedruckt und nennen Sie für jede die Tabelle oder Seite.',
  },
  'msl-discussion-guide': {
    title: 'MSL-Gesprächsleitfaden entwerfen',
    text: 'Entwerfen Sie einen Gesprächsleitfaden für einen Medical Science Liaison (MSL), der diese Studie mit einer ärztlichen Fachperson bespricht. Er soll enthalten: eine wissenschaftliche Zusammenfassung in einem Absatz; drei bis fünf Kerndaten mit Quelle; offene Fragen zur klinischen Praxis und zu ungedeckten Bedürfnissen des Gegenübers; wahrscheinliche Rückfragen mit ausgewogenen, evidenzbasierten Antworten (einschließlich der Limitationen); und Hinweise, wo die zugelassene Fachinformation nicht verlassen werden darf. Bleiben Sie wissenschaftlich und nicht werblich.',
  },
  'kaplan-meier-plain-language': {
    title: 'Kaplan-Meier-Kurve verständlich erklären',
    text: 'Erklären Sie die Kaplan-Meier-Kurve dieses Artikels in einfacher Sprache für Leser ohne statistische Vorkenntnisse: was die Kurve zeigt, was die Achsen bedeuten, was der Abstand zwischen den Kurven aussagt, was Median und Hazard Ratio mit Konfidenzintervall hier bedeuten und was die Zahl der Patienten unter Risiko unter der Grafik angibt. Weisen Sie auch darauf hin, was die Kurve nicht aussagen kann, etwa die Unsicherheit am Kurvenende, wenn nur noch wenige Patienten beobachtet werden.',
  },
  'patient-friendly-summary': {
    title: 'Patientenverständliche Zusammenfassung schreiben',
    text: 'Schreiben Sie eine Zusammenfassung dieser Studie für Patientinnen, Patienten und Angehörige, verständlich für Zwölfjährige und mit höchstens 300 Wörtern. Erklären Sie, warum die Studie durchgeführt wurde, wer teilgenommen hat, welche Behandlungen verglichen wurden, was herauskam (in absoluten Zahlen, z. B. „von 100 Personen …“) und welche Nebenwirkungen am häufigsten waren. Vermeiden Sie Fachbegriffe oder erklären Sie sie, wo sie nötig sind. Schließen Sie mit dem Hinweis, Behandlungsentscheidungen mit der Ärztin oder dem Arzt zu besprechen.',
  },
  'risk-of-bias-appraisal': {
    title: 'Verzerrungsrisiko bewerten',
    text: 'Bewerten Sie diese randomisierte Studie kritisch anhand der Domänen des Cochrane-Tools RoB 2: Randomisierungsprozess, Abweichungen von den vorgesehenen Interventionen, fehlende Endpunktdaten, Messung des Endpunkts und Auswahl des berichteten Ergebnisses. Geben Sie für jede Domäne ein Urteil ab (niedriges Risiko, einige Bedenken, hohes Risiko) und belegen Sie es mit Zitaten aus dem Artikel. Geben Sie anschließend ein Gesamturteil ab und nennen Sie weitere Limitationen, die die Übertragbarkeit einschränken, etwa die Vergleichstherapie, die Ein- und Ausschlusskriterien oder die Finanzierung.',
  },
  'extract-pico': {
    title: 'PICO extrahieren',
    text: 'Extrahieren Sie die PICO-Elemente dieser Studie: Population (wichtigste Ein- und Ausschlusskriterien, Krankheitsstadium, Vortherapien), Intervention (Wirkstoff, Dosis, Schema), Vergleich (Comparator) und Endpunkte (Outcomes: primärer und wichtigste sekundäre Endpunkte mit Definition). Ergänzen Sie Studiendesign, Phase, Registrierungsnummer und Fallzahl. Geben Sie die Antwort als strukturierte Liste aus und nennen Sie zu jedem Element die Seite.',
  },
};
