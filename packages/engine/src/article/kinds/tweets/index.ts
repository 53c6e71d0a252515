/** The Tweets kind's writer, bound by the server's tweets kind (`@prowrite/engine/article/kinds/tweets`). */
export { writeTweets } from './tweets-writer';
