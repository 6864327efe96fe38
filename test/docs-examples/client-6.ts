// Example 6 of docs/client.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
const french = createClient({ lang: 'fr' });                      // on a page: the page's server
const { credential, lang } = await french.join(match.id, 'A');   // lang: 'fr', the seat's language
const table = french.connect(match.id, { credential });          // refusals and log in French
table.setLanguage('en');                                          // from now on in English, for this seat

export {};
