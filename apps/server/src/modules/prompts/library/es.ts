import type { PromptTexts } from './builtin-ids';

export const es: PromptTexts = {
  'trial-primary-result': {
    title: 'Resumir el resultado principal',
    text: 'Resume el resultado de la variable principal de este ensayo. Indica cuál es la variable y cómo se midió, el resultado en cada brazo, la medida del efecto (por ejemplo, el hazard ratio o la diferencia) con su intervalo de confianza del 95 % y su valor de p, la población de análisis (por intención de tratar o por protocolo) y la mediana de seguimiento. Reproduce cada cifra tal como aparece en el artículo e indica la página. Si un dato no se comunica, escribe «no comunicado» en lugar de estimarlo.',
  },
  'compare-arms': {
    title: 'Comparar los brazos de tratamiento',
    text: 'Compara los brazos de este ensayo en una tabla: una columna por brazo y filas para la intervención y la dosis, el número de pacientes aleatorizados, las principales características basales, la variable principal, las variables secundarias clave y la tasa de acontecimientos adversos de grado ≥3. Incluye las diferencias entre brazos con sus intervalos de confianza cuando el artículo las comunique. Debajo de la tabla, explica en dos o tres frases qué diferencias son relevantes y cuáles no, citando las páginas.',
  },
  'adverse-events-by-grade': {
    title: 'Listar los acontecimientos adversos por grado',
    text: 'Enumera los acontecimientos adversos comunicados en este ensayo por grado CTCAE y por brazo: las tasas de todos los grados y de grado ≥3 de cada acontecimiento, los acontecimientos adversos graves, los que motivaron la suspensión o la reducción de dosis y las muertes relacionadas con el tratamiento. Preséntalo en una tabla ordenada por la frecuencia de todos los grados en el brazo experimental. Usa los denominadores de la población de seguridad, reproduce las cifras tal como aparecen y cita la tabla o la página de cada una.',
  },
  'msl-discussion-guide': {
    title: 'Preparar una guía de conversación para el MSL',
    text: 'Redacta una guía de conversación para un MSL (medical science liaison) que vaya a comentar este estudio con un profesional sanitario. Incluye un párrafo de resumen científico; de tres a cinco datos clave con su fuente; preguntas abiertas para conocer su práctica clínica y las necesidades no cubiertas; las preguntas que probablemente plantee, con respuestas equilibradas y basadas en la evidencia (limitaciones incluidas); y los puntos en los que hay que ceñirse a la ficha técnica aprobada. Mantén un tono científico y no promocional.',
  },
  'kaplan-meier-plain-language': {
    title: 'Explicar la curva de Kaplan-Meier',
    text: 'Explica la curva de Kaplan-Meier de este artículo con un lenguaje sencillo, para alguien sin formación en estadística: qué muestra la curva, qué representan los ejes, qué indica la separación entre las curvas, qué significan aquí la mediana y el hazard ratio con su intervalo de confianza, y qué indican los pacientes en riesgo que aparecen bajo el gráfico. Señala también lo que la curva no permite afirmar, por ejemplo la incertidumbre del tramo final, cuando quedan pocos pacientes en seguimiento.',
  },
  'patient-friendly-summary': {
    title: 'Redactar un resumen para pacientes',
    text: 'Escribe un resumen de este estudio para pacientes y cuidadores, que pueda entender un niño de 12 años y de menos de 300 palabras. Explica por qué se hizo el estudio, quién participó, qué tratamientos se compararon, qué se encontró (en cifras absolutas, por ejemplo «de cada 100 personas…») y cuáles fueron los efectos secundarios más frecuentes. Evita la jerga o explícala cuando sea imprescindible. Termina recordando que las decisiones sobre el tratamiento deben hablarse con el médico.',
  },
  'risk-of-bias-appraisal': {
    title: 'Evaluar el riesgo de sesgo',
    text: 'Evalúa críticamente este ensayo aleatorizado con los dominios de la herramienta Cochrane RoB 2: el proceso de aleatorización, las desviaciones de las intervenciones previstas, los datos de resultado faltantes, la medición del resultado y la selección del resultado comunicado. Para cada dominio, da una valoración (riesgo bajo, algunas dudas, riesgo alto) respaldada con citas del artículo. Después, ofrece una valoración global y enumera otras limitaciones que afecten a la aplicabilidad, como el comparador, los criterios de selección o la financiación.',
  },
  'extract-pico': {
    title: 'Extraer el PICO',
    text: 'Extrae los elementos PICO de este estudio: Población (principales criterios de inclusión y exclusión, estadio de la enfermedad, tratamientos previos), Intervención (fármaco, dosis, pauta), Comparador y Resultados (variable principal y secundarias clave, con sus definiciones). Añade el diseño, la fase, el número de registro del ensayo y el tamaño muestral. Presenta la respuesta como una lista estructurada e indica la página de cada elemento.',
  },
};
