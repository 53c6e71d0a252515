export { PrintArticle } from './components/PrintArticle';
export { TweetsScreenshot } from './components/TweetsScreenshot';
export { readScreenshotParams } from './utils/screenshot-params';
