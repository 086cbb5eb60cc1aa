/** The slug of the first property a running site's sitemap lists (the demo content has some). */
export async function firstListedSlug(siteUrl: string): Promise<string> {
  const sitemap = await (await fetch(`${siteUrl}/sitemaps/imoveis-1.xml`)).text();
  const slug = /\/imovel\/([^<]+)</.exec(sitemap)?.[1];
  if (slug === undefined) throw new Error('o sitemap não lista nenhum imóvel');
  return slug;
}
