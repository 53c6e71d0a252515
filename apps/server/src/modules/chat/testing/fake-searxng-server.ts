/** The SearXNG-shaped test server, for other modules' tests (the chat module's testing entry). */
export * from '../web-search/testing/fake-searxng-server';
