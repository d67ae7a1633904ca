/**
 * Three stories in German, French, Italian and Simplified Chinese: written for this demo company
 * (issue 29), not translated by machine, keyed by the story's English slug.
 */
import type { DemoTranslations } from "./types.ts";

export const storyTranslations: DemoTranslations<"title" | "slug" | "excerpt" | "image_alt" | "content_html"> = {
  "when-to-see-the-great-migration-in-the-maasai-mara": {
    de: {
      title: "Wann man die Große Migration in der Maasai Mara sieht",
      slug: "wann-man-die-grosse-migration-in-der-maasai-mara-sieht",
      excerpt:
        "Die Herden richten sich nach keinem Kalender, wohl aber nach dem Regen. So planen Sie Ihre Safari in der Mara, damit Ihre Chancen auf eine Flussüberquerung am größten sind.",
      image_alt: "Gnus durchqueren einen Fluss in der Maasai Mara",
      content_html: `<p>Jahr für Jahr ziehen mehr als eine Million Gnus, begleitet von Hunderttausenden Zebras und Gazellen, in einer großen Schleife zwischen der Serengeti in Tansania und der Maasai Mara in Kenia umher. Oft werden wir gefragt, an welchem Tag genau die Herden eintreffen. Ehrlich gesagt weiß das niemand, denn die Tiere folgen dem frischen Gras – und das frische Gras folgt dem Regen. Was wir Ihnen bieten können, ist ein verlässliches Muster und praktischer Rat aus vielen Jahren als Guides.</p>
<h2>Das grundsätzliche Muster</h2>
<p>Von Januar bis März halten sich die Herden weit im Süden Tansanias auf, wo die Gnus innerhalb weniger Wochen rund eine halbe Million Kälber zur Welt bringen. Sobald die südlichen Ebenen austrocknen, wandern sie nach Nordwesten und durchqueren im Juni den Grumeti-Fluss im Westen der Serengeti. Die Spitze der Herde erreicht die kenianische Grenze meist im <strong>Juli</strong>. Von da an bis in den <strong>Oktober</strong> herrscht in der Mara Hochbetrieb: Auf der Suche nach Weideflächen ziehen die Herden immer wieder über den Mara und den Talek. Mit der kleinen Regenzeit im November machen sie sich allmählich wieder auf den Weg nach Süden.</p>
<h2>Flussüberquerungen: Geduld ist alles</h2>
<p>Die Überquerungen sind der Moment, den alle erleben möchten: Tausende Tiere drängen sich an einem steilen Ufer, zögern stundenlang und stürzen sich dann plötzlich ins Wasser, wo bereits die Krokodile lauern. <strong>August und September</strong> gelten meist als die zuverlässigsten Monate. Doch selbst dann kann eine Überquerung zu jeder Tageszeit stattfinden – oder mehrere Tage lang gar nicht. Es kommt vor, dass sich die Herden einen ganzen Vormittag lang an einer Furt sammeln und dann wieder umkehren.</p>
<blockquote>Unser wichtigster Rat: Planen Sie mindestens drei volle Tage in der Mara ein, und seien Sie bereit, mit einem Lunchpaket einen ganzen Tag am Fluss zu verbringen. Gäste, die das tun, erleben fast immer etwas Unvergessliches.</blockquote>
<h2>Die Wahl der Unterkunft</h2>
<p>Wo Sie übernachten, spielt eine größere Rolle, als man denkt. Die Camps im Norden des Reservats und entlang des Mara-Flusses liegen den wichtigsten Übergangsstellen am nächsten. Die privaten Schutzgebiete (Conservancies) an der Grenze des Reservats begrenzen die Zahl der Fahrzeuge, erlauben Nachtfahrten und Fußpirschen und bieten ein ruhigeres Erlebnis – die Überquerungen selbst finden allerdings im eigentlichen Reservat statt.</p>
<ul>
<li><strong>Juli</strong>: Die ersten Herden treffen ein; weniger Besucher als im August.</li>
<li><strong>August bis September</strong>: Höhepunkt der Überquerungen und der Preise. Buchen Sie sechs bis neun Monate im Voraus.</li>
<li><strong>Oktober</strong>: Die Herden werden lichter, doch die Überquerungen gehen weiter, oft mit weniger Fahrzeugen.</li>
<li><strong>November bis Juni</strong>: Grüne Saison. Günstigere Preise, neugeborene Antilopen und hervorragende Sichtungen der standorttreuen Raubtiere.</li>
</ul>
<h2>Lohnt sich ein Besuch außerhalb der Migration?</h2>
<p>Unbedingt. In der Mara leben große Bestände an Löwen, Geparden, Leoparden, Elefanten und Büffeln, die nicht mitwandern. In der grünen Saison ist das Reservat üppig bewachsen, das Licht ist wunderbar zum Fotografieren, und oft teilen Sie eine Sichtung mit nur ein oder zwei anderen Fahrzeugen. Für Einwohner Kenias machen die Nebensaisonpreise ein verlängertes Wochenende in der Mara erstaunlich erschwinglich.</p>
<h2>Einige praktische Tipps</h2>
<p>Nehmen Sie für jede Person ein eigenes Fernglas mit, nicht eines zum Teilen. Eine Kamera mit einem Zoomobjektiv von mindestens 200 mm ist hilfreich, doch auch ein gutes Smartphone fängt die schiere Größe der Herden ein. Packen Sie eine warme Fleecejacke ein: Frühmorgens kann es in der Mara überraschend kalt sein, vor allem vor Sonnenaufgang im offenen Fahrzeug. Und gönnen Sie sich vielleicht eine Ballonfahrt – die Herden von oben zu sehen, wie sie sich in langen Linien über die Ebenen ziehen, eröffnet eine völlig neue Perspektive.</p>
<p>Wenn Sie möchten, dass wir Ihre Reisedaten auf den wahrscheinlichsten Aufenthaltsort der Herden abstimmen, nehmen Sie Kontakt mit uns auf: Einer unserer Safariplaner bespricht die Möglichkeiten gern mit Ihnen.</p>`,
    },
    fr: {
      title: "Quand observer la Grande Migration dans le Maasai Mara",
      slug: "quand-observer-la-grande-migration-dans-le-maasai-mara",
      excerpt:
        "Les troupeaux ne suivent pas le calendrier, mais ils suivent la pluie. Voici comment choisir les dates de votre safari dans le Mara pour maximiser vos chances d'assister à une traversée de rivière.",
      image_alt: "Gnous traversant une rivière dans le Maasai Mara",
      content_html: `<p>Chaque année, plus d'un million de gnous, accompagnés de centaines de milliers de zèbres et de gazelles, parcourent une grande boucle entre le Serengeti, en Tanzanie, et le Maasai Mara, au Kenya. On nous demande souvent la date exacte de l'arrivée des troupeaux. En toute honnêteté, personne ne la connaît : les animaux suivent l'herbe fraîche, et l'herbe fraîche suit la pluie. Ce que nous pouvons vous offrir, c'est un schéma fiable et quelques conseils pratiques tirés de nombreuses années passées sur le terrain.</p>
<h2>Le schéma général</h2>
<p>De janvier à mars, les troupeaux se trouvent loin au sud, en Tanzanie, où les femelles gnous mettent bas environ un demi-million de petits en quelques semaines. À mesure que les plaines du sud s'assèchent, ils remontent vers le nord-ouest et, en juin, franchissent la rivière Grumeti, dans l'ouest du Serengeti. L'avant-garde du troupeau atteint généralement la frontière kényane en <strong>juillet</strong>. De ce moment jusqu'en <strong>octobre</strong>, le Mara connaît sa plus forte affluence, les troupeaux allant et venant de part et d'autre des rivières Mara et Talek en quête de pâturages. Avec les petites pluies de novembre, ils redescendent peu à peu vers le sud.</p>
<h2>Les traversées de rivière : tout est affaire de patience</h2>
<p>Les traversées sont le moment que chacun rêve de voir : des milliers d'animaux se massent sur une berge escarpée, hésitent pendant des heures, puis se jettent soudain à l'eau, tandis que les crocodiles attendent en contrebas. <strong>Août et septembre</strong> sont généralement les mois les plus sûrs. Même alors, une traversée peut survenir à toute heure du jour, ou ne pas avoir lieu pendant plusieurs jours. Il arrive que les troupeaux se rassemblent toute la matinée à un point de passage avant de faire demi-tour.</p>
<blockquote>Notre meilleur conseil : prévoyez au moins trois journées complètes dans le Mara et soyez prêt à passer une journée entière au bord de la rivière, pique-nique à l'appui. Les voyageurs qui jouent le jeu vivent presque toujours un moment inoubliable.</blockquote>
<h2>Bien choisir son hébergement</h2>
<p>L'endroit où vous dormez compte plus qu'on ne l'imagine. Les camps situés dans le nord de la réserve et le long de la rivière Mara sont les plus proches des principaux points de traversée. Les conservancies privées qui bordent la réserve limitent le nombre de véhicules, autorisent les safaris de nuit et les safaris à pied, et offrent une expérience plus paisible, même si les traversées elles-mêmes ont lieu dans la réserve principale.</p>
<ul>
<li><strong>Juillet</strong> : arrivée des premiers troupeaux ; moins de visiteurs qu'en août.</li>
<li><strong>Août à septembre</strong> : pic des traversées et pic des tarifs. Réservez six à neuf mois à l'avance.</li>
<li><strong>Octobre</strong> : les troupeaux se clairsèment mais les traversées se poursuivent, souvent avec moins de véhicules.</li>
<li><strong>Novembre à juin</strong> : saison verte. Tarifs plus doux, antilopes nouveau-nées et superbes observations des prédateurs sédentaires.</li>
</ul>
<h2>Faut-il venir en dehors de la migration ?</h2>
<p>Sans hésiter. Le Mara abrite d'importantes populations sédentaires de lions, de guépards, de léopards, d'éléphants et de buffles qui ne migrent pas. Pendant la saison verte, la réserve est luxuriante, la lumière se prête merveilleusement à la photographie, et vous partagerez parfois une observation avec un ou deux véhicules seulement. Pour les résidents du Kenya, les tarifs de basse saison rendent un long week-end dans le Mara étonnamment abordable.</p>
<h2>Quelques conseils pratiques</h2>
<p>Emportez une paire de jumelles par personne plutôt qu'une seule à partager. Un appareil photo équipé d'un zoom d'au moins 200 mm est précieux, mais un bon smartphone saura rendre l'ampleur des troupeaux. Glissez une polaire chaude dans votre sac : au petit matin, le Mara peut être étonnamment frais, surtout dans un véhicule ouvert avant le lever du soleil. Enfin, pensez au vol en montgolfière : voir les troupeaux d'en haut, étirés en longues files à travers les plaines, offre une tout autre perspective.</p>
<p>Si vous souhaitez que nous fassions coïncider vos dates avec l'emplacement le plus probable des troupeaux, contactez-nous : l'un de nos conseillers safari vous présentera les différentes options.</p>`,
    },
    it: {
      title: "Quando vedere la Grande Migrazione nel Maasai Mara",
      slug: "quando-vedere-la-grande-migrazione-nel-maasai-mara",
      excerpt:
        "Le mandrie non seguono il calendario, ma seguono la pioggia. Ecco come scegliere il periodo del Suo safari nel Mara per avere le migliori probabilità di assistere a un attraversamento del fiume.",
      image_alt: "Gnu che attraversano un fiume nel Maasai Mara",
      content_html: `<p>Ogni anno più di un milione di gnu, insieme a centinaia di migliaia di zebre e gazzelle, compiono un grande anello tra il Serengeti, in Tanzania, e il Maasai Mara, in Kenya. Spesso ci chiedono la data esatta in cui arriveranno le mandrie. La risposta sincera è che nessuno lo sa, perché gli animali seguono l'erba fresca, e l'erba fresca segue la pioggia. Quello che possiamo offrirLe è uno schema affidabile e qualche consiglio pratico maturato in anni di esperienza come guide.</p>
<h2>Lo schema generale</h2>
<p>Da gennaio a marzo le mandrie si trovano molto più a sud, in Tanzania, dove in poche settimane gli gnu danno alla luce circa mezzo milione di piccoli. Quando le pianure meridionali si seccano, risalgono verso nord-ovest e a giugno attraversano il fiume Grumeti, nel Serengeti occidentale. L'avanguardia della mandria raggiunge di solito il confine keniota a <strong>luglio</strong>. Da allora fino a <strong>ottobre</strong> il Mara vive il suo periodo più intenso, con le mandrie che vanno e vengono attraverso i fiumi Mara e Talek in cerca di pascoli. Con le piccole piogge di novembre, iniziano lentamente a ridiscendere verso sud.</p>
<h2>Gli attraversamenti dei fiumi: la pazienza è tutto</h2>
<p>Gli attraversamenti sono il momento che tutti desiderano vedere: migliaia di animali si ammassano su una sponda ripida, esitano per ore e poi, all'improvviso, si gettano in acqua mentre i coccodrilli attendono più in basso. <strong>Agosto e settembre</strong> sono di norma i mesi più affidabili. Anche allora, però, un attraversamento può avvenire a qualsiasi ora del giorno, oppure non verificarsi per diversi giorni. Capita che le mandrie si radunino per tutta la mattina in un punto di guado e poi tornino indietro.</p>
<blockquote>Il nostro consiglio migliore: preveda almeno tre giornate intere nel Mara e sia pronto a trascorrere un giorno intero sul fiume con il pranzo al sacco. Gli ospiti che lo fanno vivono quasi sempre qualcosa di indimenticabile.</blockquote>
<h2>Dove alloggiare</h2>
<p>Il luogo in cui dorme conta più di quanto si possa pensare. I campi nella parte settentrionale della riserva e lungo il fiume Mara sono i più vicini ai principali punti di attraversamento. Le conservancy private che confinano con la riserva limitano il numero di veicoli, consentono safari notturni e a piedi e offrono un'esperienza più tranquilla, anche se gli attraversamenti veri e propri avvengono all'interno della riserva principale.</p>
<ul>
<li><strong>Luglio</strong>: arrivano le prime mandrie; meno visitatori che ad agosto.</li>
<li><strong>Da agosto a settembre</strong>: picco degli attraversamenti e picco dei prezzi. Prenoti con sei-nove mesi di anticipo.</li>
<li><strong>Ottobre</strong>: le mandrie si diradano ma gli attraversamenti continuano, spesso con meno veicoli.</li>
<li><strong>Da novembre a giugno</strong>: stagione verde. Prezzi più bassi, antilopi appena nate e ottimi avvistamenti dei predatori stanziali.</li>
</ul>
<h2>Vale la pena visitarlo al di fuori della migrazione?</h2>
<p>Assolutamente sì. Il Mara ospita numerose popolazioni stanziali di leoni, ghepardi, leopardi, elefanti e bufali che non migrano. Nella stagione verde la riserva è rigogliosa, la luce è splendida per la fotografia e può capitare di condividere un avvistamento con appena uno o due altri veicoli. Per i residenti in Kenya, le tariffe di bassa stagione rendono un weekend lungo nel Mara sorprendentemente accessibile.</p>
<h2>Qualche consiglio pratico</h2>
<p>Porti un binocolo per ogni persona, non uno solo da condividere. Una fotocamera con un teleobiettivo di almeno 200 mm è utile, ma anche un buon smartphone saprà restituire la vastità delle mandrie. Metta in valigia un pile caldo: all'alba nel Mara può fare sorprendentemente freddo, soprattutto su un veicolo aperto prima del sorgere del sole. Infine, prenda in considerazione un volo in mongolfiera: vedere le mandrie dall'alto, allineate in lunghe file attraverso le pianure, regala una prospettiva completamente diversa.</p>
<p>Se desidera che facciamo coincidere le Sue date con la posizione più probabile delle mandrie, ci contatti: uno dei nostri consulenti safari Le illustrerà tutte le possibilità.</p>`,
    },
    zh: {
      title: "何时去马赛马拉观看动物大迁徙",
      slug: "maasai-mara-dongwu-da-qianxi-guankan-shijian",
      excerpt:
        "兽群不看日历，却紧随雨水。本文告诉您如何安排马赛马拉之旅的时间，最大程度地提高目睹渡河壮景的机会。",
      image_alt: "马赛马拉的角马正在渡河",
      content_html: `<p>每年，一百多万头角马与数十万匹斑马和瞪羚一道，在坦桑尼亚的塞伦盖蒂与肯尼亚的马赛马拉之间绕行一个巨大的环线。常有客人问我们兽群究竟哪一天抵达。坦白说，没有人知道确切日期，因为动物追随新鲜的青草，而青草追随雨水。我们能为您提供的，是一套可靠的规律，以及多年带队积累下来的实用建议。</p>
<h2>大致规律</h2>
<p>每年一月至三月，兽群远在南方的坦桑尼亚，角马会在短短几周内产下约五十万头幼崽。随着南部草原逐渐干涸，它们向西北方向迁移，到六月时在塞伦盖蒂西部渡过格鲁梅蒂河。兽群的先头部队通常在<strong>七月</strong>抵达肯尼亚边境。从那时起直到<strong>十月</strong>，是马赛马拉最热闹的时节，兽群为寻找草场在马拉河与塔列克河之间来回穿梭。十一月短雨季来临后，它们便开始慢慢向南回迁。</p>
<h2>渡河：耐心就是一切</h2>
<p>渡河是人人都想亲眼目睹的一幕：成千上万的动物聚集在陡峭的河岸上，犹豫徘徊数小时，然后突然纵身跃入水中，而鳄鱼早已在下方守候。<strong>八月和九月</strong>通常是最有把握的月份。即便如此，渡河可能发生在一天中的任何时刻，也可能一连几天都没有动静。兽群有时会在渡河点聚集整整一个上午，最后却掉头离去。</p>
<blockquote>我们最重要的建议：在马赛马拉至少安排三个整天，并做好带上午餐盒在河边守候一整天的准备。这样做的客人，几乎总能看到终生难忘的场面。</blockquote>
<h2>如何选择住宿</h2>
<p>住在哪里，比您想象的更重要。位于保护区北部以及马拉河沿岸的营地，距离主要渡河点最近。与保护区相邻的私人保护地限制车辆数量，允许夜间游猎和徒步游猎，体验也更为清静，不过渡河本身发生在主保护区之内。</p>
<ul>
<li><strong>七月</strong>：第一批兽群抵达；游客比八月少。</li>
<li><strong>八月至九月</strong>：渡河高峰，也是价格高峰。请提前六至九个月预订。</li>
<li><strong>十月</strong>：兽群逐渐稀疏，但渡河仍在继续，车辆往往更少。</li>
<li><strong>十一月至次年六月</strong>：绿季。价格更低，可以看到新生的羚羊，常驻猛兽的观赏效果也极佳。</li>
</ul>
<h2>迁徙季以外值得去吗？</h2>
<p>当然值得。马赛马拉栖息着大量不参与迁徙的常驻动物，包括狮子、猎豹、花豹、大象和水牛。绿季时保护区草木葱茏，光线非常适合摄影，您看到动物时身边可能只有一两辆其他车辆。对于肯尼亚居民而言，淡季价格让在马赛马拉度过一个长周末变得格外实惠。</p>
<h2>几条实用建议</h2>
<p>请为每个人各准备一副望远镜，而不是几个人共用一副。配备至少200毫米变焦镜头的相机很有帮助，但一部好手机同样能拍出兽群的壮阔规模。请带上一件保暖抓绒衣：马赛马拉的清晨可能冷得出乎意料，日出前坐在敞篷车里时尤其如此。最后，不妨考虑乘坐热气球：从空中俯瞰兽群在草原上排成长列，是一种完全不同的视角。</p>
<p>如果您希望我们根据兽群最可能出现的位置来安排您的出行日期，欢迎与我们联系，我们的游猎行程规划师会为您详细介绍各种方案。</p>`,
    },
  },
  "kenya-resident-versus-international-visitor-prices": {
    de: {
      title: "Einwohner Kenias oder internationaler Gast: wer was zahlt und warum",
      slug: "was-kenia-residenten-und-internationale-gaeste-zahlen",
      excerpt:
        "Drei Personen buchen dieselbe Safari und zahlen drei verschiedene Preise. Wir erklären die Tarife für Einwohner Kenias, für Ostafrikaner und für internationale Gäste – und welche Dokumente Sie benötigen.",
      image_alt: "Safarifahrzeug an einem Parkeingang in Kenia",
      content_html: `<p>Zu den häufigsten Fragen, die uns erreichen, gehört die, warum unsere Reisepakete mehr als einen Preis ausweisen. Auf fast jeder Safariseite finden Sie einen Tarif für <strong>Einwohner Kenias</strong>, einen für <strong>Einwohner Ostafrikas</strong> und einen für <strong>internationale Gäste</strong>. Der Unterschied kann erheblich sein, ist aber kein Versehen. Er spiegelt wider, wie Parks, Lodges und Fluggesellschaften in der Region ihre Leistungen berechnen.</p>
<h2>Woher der Unterschied kommt</h2>
<p>Der größte Einzelfaktor sind die Eintrittsgebühren der Parks. Kenias Nationalparks und Reservate erheben Naturschutzgebühren pro Person und Tag, und zwar in drei Stufen: Staatsbürger und Einwohner zahlen in Kenia-Schilling einen deutlich niedrigeren Satz, Bürger der Ostafrikanischen Gemeinschaft zahlen einen ähnlichen oder etwas höheren lokalen Satz, und Nichtansässige zahlen in US-Dollar. In einem Premium-Reservat zur Hochsaison kann ein internationaler Gast pro Tag ein Vielfaches dessen zahlen, was ein Staatsbürger am selben Tor entrichtet.</p>
<p>Lodges und Camps gehen häufig ähnlich vor. Viele veröffentlichen einen Tarif für Einwohner, der deutlich unter ihrem internationalen Preis liegt, vor allem außerhalb der Hochsaison. Manche bieten zudem Wochenend- oder Schulferienangebote an, die ausschließlich Einwohnern offenstehen.</p>
<h2>Warum das so gehandhabt wird</h2>
<ul>
<li><strong>Zugang für die eigene Bevölkerung.</strong> Die Parks gehören dem Land. Niedrigere Tarife ermöglichen es kenianischen Familien, Studierenden und Kirchengruppen, ihr eigenes Naturerbe zu erleben.</li>
<li><strong>Kaufkraft.</strong> Preise nach internationalem Maßstab wären für die meisten einheimischen Reisenden unerschwinglich.</li>
<li><strong>Finanzierung des Naturschutzes.</strong> Die internationalen Gebühren bringen die Devisen ein, mit denen Ranger, Einheiten gegen Wilderei und Gemeindeprojekte bezahlt werden.</li>
</ul>
<blockquote>Eine Parkgebühr für internationale Gäste ist nicht einfach eine Eintrittskarte. Sie ist ein direkter Beitrag dazu, dass Elefanten, Nashörner und Löwen ihren Lebensraum behalten.</blockquote>
<h2>Wer gilt als Einwohner?</h2>
<p>Kenianische Staatsbürger weisen sich mit ihrem Personalausweis oder Reisepass aus. Ausländische Staatsangehörige, die in Kenia leben, benötigen eine gültige Arbeitserlaubnis, Aufenthaltsgenehmigung oder Alien Card. Die ostafrikanischen Tarife gelten für Bürger der Partnerstaaten der Ostafrikanischen Gemeinschaft mit gültigem Reisepass oder Personalausweis. Kindertarife gelten in der Regel bis zu einem bestimmten Alter, und sehr kleine Kinder haben oft freien Eintritt.</p>
<p>Bei Ihrer Buchung fragen wir die Angaben jedes einzelnen Reisenden ab, damit der richtige Tarif angewendet wird. Ranger und Lodgepersonal prüfen die Dokumente am Tor oder bei der Ankunft. Kann jemand keinen Nachweis seines Wohnsitzes vorlegen, wird der internationale Tarif direkt vor Ort berechnet. Bitte führen Sie daher das Originaldokument mit sich, nicht nur ein Foto auf dem Handy.</p>
<h2>Gemischte Gruppen</h2>
<p>Häufig reisen Freunde oder Verwandte aus dem Ausland mit. In diesem Fall berechnen wir jede Person nach ihrer eigenen Kategorie. Ein Paar aus Nairobi, das Cousins aus London zu Gast hat, erhält ein einziges Angebot, in dem beide Tarife klar aufgeführt sind – so gibt es keine Überraschungen.</p>
<h2>Währungen und unsere Angebote</h2>
<p>Pakete für Einwohner bieten wir in Kenia-Schilling an, internationale Pakete in US-Dollar, denn so rechnen auch unsere Partner mit uns ab. Wenn Sie als internationaler Gast vor Ort bezahlen oder als Einwohner lieber in Dollar zahlen möchten, sprechen Sie uns einfach an: Wir rechnen zum Tageskurs um.</p>
<h2>So reisen Sie am günstigsten</h2>
<ul>
<li>Reisen Sie in der grünen Saison von November bis Juni (Feiertage ausgenommen), wenn die Tarife für Einwohner noch weiter sinken.</li>
<li>Behalten Sie unsere Angebotsseite im Blick, wo wir Wochenend-Specials nur für Einwohner veröffentlichen.</li>
<li>Wählen Sie ein Schutzgebiet, dessen All-inclusive-Preis die Parkgebühren bereits enthält.</li>
<li>Buchen Sie für den August frühzeitig, denn dann erreichen sowohl die Tarife für Einwohner als auch die internationalen Preise ihren Höchststand.</li>
</ul>
<p>Wenn Sie nicht sicher sind, in welche Kategorie Sie fallen, schreiben Sie uns vor der Buchung, und wir beraten Sie gern. Es ist viel einfacher, das gleich zu Beginn zu klären, als später am Parktor.</p>`,
    },
    fr: {
      title: "Résident kényan ou visiteur international : qui paie quoi, et pourquoi",
      slug: "tarifs-residents-kenyans-et-visiteurs-internationaux",
      excerpt:
        "Trois personnes peuvent réserver le même safari et payer trois prix différents. Nous vous expliquons les tarifs résidents, est-africains et non-résidents, ainsi que les justificatifs à présenter.",
      image_alt: "Véhicule de safari à l'entrée d'un parc au Kenya",
      content_html: `<p>L'une des questions qu'on nous pose le plus souvent est la suivante : pourquoi nos formules affichent-elles plusieurs prix ? Sur presque chaque page de safari, vous trouverez un tarif pour les <strong>résidents du Kenya</strong>, un autre pour les <strong>résidents d'Afrique de l'Est</strong> et un troisième pour les <strong>visiteurs internationaux</strong>. L'écart peut être important, et ce n'est pas une erreur : il reflète la façon dont les parcs, les lodges et les compagnies aériennes de la région fixent leurs prix.</p>
<h2>D'où vient la différence</h2>
<p>Le facteur principal, ce sont les droits d'entrée des parcs. Les parcs nationaux et les réserves du Kenya perçoivent des droits de conservation par personne et par jour, répartis en trois catégories : les citoyens et les résidents paient en shillings kényans un tarif nettement inférieur, les citoyens de la Communauté d'Afrique de l'Est paient un tarif local comparable ou légèrement plus élevé, et les non-résidents paient en dollars américains. Dans une réserve prestigieuse en haute saison, un non-résident peut payer par jour plusieurs fois ce que paie un citoyen, pour franchir la même barrière.</p>
<p>Les lodges et les camps adoptent souvent la même logique. Beaucoup publient un tarif résident sensiblement inférieur à leur tarif international, surtout en dehors de la haute saison. Certains proposent également des offres week-end ou vacances scolaires réservées aux seuls résidents.</p>
<h2>Pourquoi ce système</h2>
<ul>
<li><strong>L'accès pour tous les Kényans.</strong> Les parcs appartiennent au pays. Des tarifs plus bas permettent aux familles, aux étudiants et aux groupes paroissiaux kényans de profiter de leur propre patrimoine.</li>
<li><strong>Le pouvoir d'achat.</strong> Des prix alignés sur les marchés internationaux seraient hors de portée de la plupart des voyageurs locaux.</li>
<li><strong>Le financement de la conservation.</strong> Les droits payés par les visiteurs internationaux apportent les devises qui financent les rangers, les unités de lutte contre le braconnage et les projets communautaires.</li>
</ul>
<blockquote>Un droit d'entrée non-résident n'est pas un simple billet. C'est une contribution directe au maintien des éléphants, des rhinocéros et des lions sur leurs terres.</blockquote>
<h2>Qui est considéré comme résident ?</h2>
<p>Les citoyens kényans y ont droit sur présentation de leur carte d'identité nationale ou de leur passeport. Les ressortissants étrangers vivant au Kenya y ont droit avec un permis de travail, un titre de séjour ou une carte d'étranger (alien card) en cours de validité. Les tarifs est-africains s'appliquent aux citoyens des États membres de la Communauté d'Afrique de l'Est munis d'un passeport ou d'une carte d'identité nationale valide. Les tarifs enfants s'appliquent généralement jusqu'à un certain âge, et les tout-petits entrent souvent gratuitement.</p>
<p>Lors de votre réservation, nous vous demandons les informations de chaque voyageur afin d'appliquer le bon tarif. Les rangers et le personnel des lodges contrôlent les documents à l'entrée du parc ou à l'arrivée, et si une personne ne peut pas prouver sa résidence, le tarif international lui est facturé sur place. Munissez-vous donc de l'original, et non d'une simple photo sur votre téléphone.</p>
<h2>Les groupes mixtes</h2>
<p>Il est fréquent de voyager avec des amis ou de la famille venus de l'étranger. Dans ce cas, nous appliquons à chacun le tarif de sa propre catégorie. Un couple de Nairobi qui reçoit des cousins de Londres recevra un devis unique présentant clairement les deux tarifs : aucune mauvaise surprise.</p>
<h2>Les devises de nos devis</h2>
<p>Nous établissons les formules résidents en shillings kényans et les formules internationales en dollars américains, car c'est ainsi que nos prestataires nous facturent. Si vous êtes un visiteur international souhaitant régler sur place, ou un résident préférant payer en dollars, il suffit de nous le demander : nous convertirons au cours du jour.</p>
<h2>Pour profiter du meilleur rapport qualité-prix</h2>
<ul>
<li>Voyagez pendant la saison verte, de novembre à juin (hors périodes de fêtes), lorsque les tarifs résidents baissent encore.</li>
<li>Consultez régulièrement notre page d'offres pour nos promotions week-end réservées aux résidents.</li>
<li>Choisissez une conservancy dont le tarif tout compris inclut les droits d'entrée.</li>
<li>Réservez tôt pour le mois d'août, lorsque les tarifs résidents comme internationaux atteignent leur maximum.</li>
</ul>
<p>Si vous ne savez pas bien dans quelle catégorie vous vous situez, écrivez-nous avant de réserver et nous vous conseillerons. Il est bien plus simple de régler la question dès le départ qu'à l'entrée d'un parc.</p>`,
    },
    it: {
      title: "Quanto paga un residente in Kenya rispetto a un visitatore internazionale, e perché",
      slug: "prezzi-per-residenti-in-kenya-e-visitatori-internazionali",
      excerpt:
        "Tre persone possono prenotare lo stesso safari e pagare tre prezzi diversi. Le spieghiamo le tariffe per residenti, per cittadini dell'Africa orientale e per non residenti, e quali documenti servono.",
      image_alt: "Veicolo da safari all'ingresso di un parco in Kenya",
      content_html: `<p>Una delle domande che riceviamo più spesso è perché i nostri pacchetti riportino più di un prezzo. In quasi ogni pagina dedicata ai safari troverà una tariffa per i <strong>residenti in Kenya</strong>, una per i <strong>residenti dell'Africa orientale</strong> e una per i <strong>visitatori internazionali</strong>. La differenza può essere notevole, e non si tratta di un errore: rispecchia il modo in cui parchi, lodge e compagnie aeree della regione stabiliscono i propri prezzi.</p>
<h2>Da dove nasce la differenza</h2>
<p>Il fattore più importante sono i biglietti d'ingresso ai parchi. I parchi nazionali e le riserve del Kenya applicano tasse di conservazione per persona e per giorno, suddivise in tre fasce: cittadini e residenti pagano in scellini kenioti una tariffa molto più bassa, i cittadini della Comunità dell'Africa orientale pagano una tariffa locale simile o di poco superiore, mentre i non residenti pagano in dollari statunitensi. In una riserva di pregio in alta stagione, un non residente può pagare al giorno molte volte quanto paga un cittadino per varcare lo stesso cancello.</p>
<p>Lodge e campi tendati seguono spesso la stessa logica. Molti pubblicano una tariffa per residenti sensibilmente più bassa di quella internazionale, soprattutto fuori dall'alta stagione. Alcuni propongono inoltre offerte speciali per il fine settimana o per le vacanze scolastiche riservate ai soli residenti.</p>
<h2>Perché funziona così</h2>
<ul>
<li><strong>Accesso per chi vive nel Paese.</strong> I parchi appartengono al Kenya. Tariffe più basse permettono a famiglie, studenti e gruppi parrocchiali kenioti di godere del proprio patrimonio.</li>
<li><strong>Potere d'acquisto.</strong> Prezzi agganciati ai mercati internazionali sarebbero fuori portata per la maggior parte dei viaggiatori locali.</li>
<li><strong>Finanziamento della conservazione.</strong> Le tariffe internazionali portano la valuta estera con cui si pagano ranger, unità antibracconaggio e progetti per le comunità.</li>
</ul>
<blockquote>Una tassa d'ingresso per non residenti non è un semplice biglietto. È un contributo diretto perché elefanti, rinoceronti e leoni possano continuare a vivere sulla loro terra.</blockquote>
<h2>Chi è considerato residente?</h2>
<p>I cittadini kenioti ne hanno diritto presentando la carta d'identità nazionale o il passaporto. I cittadini stranieri che vivono in Kenya ne hanno diritto con un permesso di lavoro, un permesso di soggiorno o una alien card in corso di validità. Le tariffe per l'Africa orientale si applicano ai cittadini degli Stati membri della Comunità dell'Africa orientale muniti di passaporto o carta d'identità nazionale validi. Le tariffe per bambini valgono di solito fino a una certa età, e i più piccoli entrano spesso gratuitamente.</p>
<p>Al momento della prenotazione Le chiediamo i dati di ciascun viaggiatore, così da applicare la tariffa corretta. I ranger e il personale dei lodge controllano i documenti all'ingresso o all'arrivo e, se qualcuno non è in grado di dimostrare la propria residenza, viene addebitata sul posto la tariffa internazionale. La preghiamo quindi di portare con sé il documento originale, non una foto sul telefono.</p>
<h2>Gruppi misti</h2>
<p>Capita spesso di viaggiare con amici o parenti che arrivano dall'estero. In questo caso calcoliamo il prezzo di ogni persona secondo la sua categoria. Una coppia di Nairobi che ospita dei cugini da Londra riceverà un unico preventivo in cui entrambe le tariffe sono indicate chiaramente, senza sorprese.</p>
<h2>Le valute dei nostri preventivi</h2>
<p>Quotiamo i pacchetti per residenti in scellini kenioti e quelli internazionali in dollari statunitensi, perché è così che i nostri fornitori li fatturano a noi. Se è un visitatore internazionale e desidera pagare in loco, oppure un residente che preferisce pagare in dollari, basta chiedere: convertiremo al cambio del giorno.</p>
<h2>Come ottenere il miglior rapporto qualità-prezzo</h2>
<ul>
<li>Viaggi nella stagione verde, da novembre a giugno, festività escluse, quando le tariffe per residenti scendono ulteriormente.</li>
<li>Tenga d'occhio la nostra pagina delle offerte per le promozioni del fine settimana riservate ai residenti.</li>
<li>Scelga una conservancy che includa le tasse d'ingresso in una tariffa tutto compreso.</li>
<li>Prenoti con anticipo per agosto, quando sia le tariffe per residenti sia quelle internazionali raggiungono il massimo.</li>
</ul>
<p>Se non è sicuro della categoria a cui appartiene, ci scriva prima di prenotare e saremo lieti di consigliarLa. Chiarire tutto fin dall'inizio è molto più semplice che doverlo fare al cancello di un parco.</p>`,
    },
    zh: {
      title: "肯尼亚居民与国际游客的价格差异及其原因",
      slug: "kenniya-jumin-yu-guoji-youke-jiage-chayi",
      excerpt:
        "三个人预订同一趟游猎之旅，可能支付三种不同的价格。本文为您解释肯尼亚居民价、东非居民价和非居民价的区别，以及需要准备哪些证件。",
      image_alt: "肯尼亚某公园大门前的游猎车",
      content_html: `<p>我们最常被问到的问题之一，就是为什么我们的套餐会列出不止一个价格。在几乎每个游猎页面上，您都会看到一个<strong>肯尼亚居民</strong>价格、一个<strong>东非居民</strong>价格，以及一个<strong>国际游客</strong>价格。差价可能相当大，但这并不是错误，而是反映了本地区公园、小屋酒店和航空公司的定价方式。</p>
<h2>差价从何而来</h2>
<p>最主要的因素是公园门票。肯尼亚的国家公园和保护区按每人每天收取保护费，并分为三个档次：公民和居民以肯尼亚先令支付，费率低得多；东非共同体公民支付相近或略高的本地费率；非居民则以美元支付。旺季时在顶级保护区，非居民每天支付的费用可能是公民通过同一道大门所付费用的好几倍。</p>
<p>小屋酒店和营地通常也采用同样的做法。许多酒店公布的居民价明显低于国际价，在旺季以外尤其如此。有些还推出仅限居民享受的周末或学校假期特惠。</p>
<h2>为什么要这样定价</h2>
<ul>
<li><strong>让本国人民能够享受。</strong>公园属于这个国家。较低的价格让肯尼亚的家庭、学生和教会团体也能欣赏自己的自然遗产。</li>
<li><strong>收入水平。</strong>如果价格与国际市场挂钩，大多数本地旅行者将无力承担。</li>
<li><strong>保护资金。</strong>国际游客缴纳的费用带来外汇，用于支付护林员、反盗猎部队和社区项目的开支。</li>
</ul>
<blockquote>非居民公园门票并不只是一张入场券，它直接帮助大象、犀牛和狮子继续在这片土地上生存。</blockquote>
<h2>谁算作居民？</h2>
<p>肯尼亚公民凭国民身份证或护照即可享受居民价。居住在肯尼亚的外国人需出示有效的工作许可、居留许可或外国人登记卡。东非价格适用于东非共同体成员国公民，需持有效护照或国民身份证。儿童价通常适用于一定年龄以下的儿童，年幼的孩子往往可以免费入园。</p>
<p>您通过我们预订时，我们会请您提供每位旅客的信息，以便适用正确的价格。护林员和酒店工作人员会在公园大门或入住时核查证件，如果有人无法出示居住证明，将当场按国际价收费。请随身携带证件原件，而不是手机里的照片。</p>
<h2>混合团队</h2>
<p>与来自海外的亲友同行的情况十分常见。此时我们会按每个人各自所属的类别计价。例如，一对内罗毕夫妇招待从伦敦来的表亲，会收到一份清楚列明两种价格的报价单，不会有任何意外。</p>
<h2>报价所用的货币</h2>
<p>我们以肯尼亚先令报价居民套餐，以美元报价国际套餐，因为我们的供应商就是这样向我们收费的。如果您是希望在当地付款的国际游客，或者是更愿意用美元付款的居民，只需告诉我们，我们会按当日汇率为您换算。</p>
<h2>如何获得最佳性价比</h2>
<ul>
<li>选择十一月至次年六月的绿季出行（节假日除外），此时居民价会进一步下调。</li>
<li>关注我们的优惠页面，留意仅限居民的周末特惠。</li>
<li>选择将公园门票打包在全包价格中的私人保护地。</li>
<li>八月出行请尽早预订，届时居民价和国际价都处于全年最高水平。</li>
</ul>
<p>如果您不确定自己属于哪一类别，请在预订前给我们留言，我们会为您提供建议。一开始就弄清楚，远比到了公园大门再处理要简单得多。</p>`,
    },
  },
  "packing-for-a-kenyan-safari": {
    de: {
      title: "Packen für eine Safari in Kenia: eine praktische Liste",
      slug: "packliste-fuer-eine-safari-in-kenia",
      excerpt:
        "Weiche Taschen, gedeckte Farben, warme Schichten und ein gutes Fernglas: Unsere Guides verraten, was auf Safari wirklich zum Einsatz kommt und was im Koffer bleibt.",
      image_alt: "Safarizelt mit gepackter Tasche und Fernglas",
      content_html: `<p>Beim Packen für eine Safari gilt es, gut vorbereitet zu sein und trotzdem leicht zu reisen. Kleinflugzeuge beschränken das Gepäck, in den Fahrzeugen ist wenig Stauraum, und vermutlich tragen Sie mehrere Tage lang dieselbe bequeme Kleidung. Nach vielen Jahren, in denen wir unseren Gästen beim Packen zugesehen haben, ist dies die Liste, die wir tatsächlich empfehlen.</p>
<h2>Gepäck</h2>
<p>Wenn Sie mit einem Kleinflugzeug in einen Park fliegen, erlauben die meisten Fluggesellschaften etwa <strong>15 Kilogramm pro Person einschließlich Handgepäck, in einer weichen Tasche</strong> ohne Rollen und ohne festen Rahmen. Weiche Taschen lassen sich in den kleinen Frachtraum zwängen, Hartschalenkoffer oft nicht. Reisen Sie auf dem Landweg, sind Sie flexibler, doch auch dann ist eine weiche Tasche handlicher. Die meisten Lodges bieten einen Wäscheservice am selben Tag an – Sie können also weit weniger einpacken, als Sie denken.</p>
<h2>Kleidung</h2>
<ul>
<li><strong>Gedeckte Farben</strong>: Khaki, Oliv, Beige und Braun. Meiden Sie strahlendes Weiß, auf dem man jeden Staub sieht, sowie Dunkelblau oder Schwarz, die in manchen Gebieten Tsetsefliegen anlocken.</li>
<li><strong>Mehrere Schichten</strong>: Die frühen Pirschfahrten sind kalt, besonders in der Mara und rund um den Mount Kenya. Nehmen Sie eine Fleecejacke und eine leichte, winddichte Jacke mit.</li>
<li><strong>Lange Ärmel und lange Hosen</strong> für die Abende, als Schutz vor Mücken.</li>
<li>Ein Hut mit breiter Krempe sowie ein Schlauchtuch oder Schal gegen den Staub.</li>
<li>Bequeme, geschlossene Schuhe zum Gehen und Sandalen für das Camp.</li>
<li>Badekleidung, denn viele Lodges haben einen Pool, und am Ende landen Sie ohnehin an der Küste.</li>
</ul>
<h2>Gesundheit und Wohlbefinden</h2>
<ul>
<li>Sonnencreme mit hohem Lichtschutzfaktor und Lippenbalsam: Die Äquatorsonne ist intensiv, auch wenn es sich kühl anfühlt.</li>
<li>Insektenschutzmittel mit DEET oder Picaridin.</li>
<li>Malariaprophylaxe, falls Ihr Arzt sie empfiehlt, sowie alle verschreibungspflichtigen Medikamente in der Originalverpackung.</li>
<li>Eine kleine Reiseapotheke: Pflaster, Elektrolytpulver, Antihistaminika und Schmerzmittel.</li>
<li>Ihr Gelbfieber-Impfnachweis, falls er für Ihre Reiseroute vorgeschrieben ist.</li>
</ul>
<h2>Ausrüstung, die den Unterschied macht</h2>
<p>Das <strong>Fernglas</strong> ist der mit Abstand nützlichste Gegenstand auf Safari. Ideal ist ein 8x42 oder 10x42, und am besten hat jeder Reisende sein eigenes. Zum Fotografieren deckt ein Zoomobjektiv mit 100–400 mm fast alles ab; ein Bohnensack hilft, es auf dem Fensterrahmen des Fahrzeugs ruhig aufzulegen. Nehmen Sie Ersatzakkus und Speicherkarten mit – wenn gerade ein Leopard auftaucht, ist der denkbar schlechteste Moment, um festzustellen, dass der Speicher voll ist.</p>
<ul>
<li>Eine Stirnlampe für den Weg zum Zelt nach Einbruch der Dunkelheit.</li>
<li>Ein Universaladapter: In Kenia gilt der dreipolige Stecker nach britischem Vorbild.</li>
<li>Eine Powerbank, denn manche Camps laufen mit Solarstrom und haben nur begrenzte Ladezeiten.</li>
<li>Eine wiederverwendbare Trinkflasche. Die meisten Camps bieten gefiltertes Wasser zum Nachfüllen an.</li>
</ul>
<h2>Was zu Hause bleiben sollte</h2>
<blockquote>Kenia hat Einweg-Plastiktüten im Jahr 2017 verboten. Packen Sie Schuhe und Kosmetikartikel in Stoffbeutel oder wiederverwendbare Taschen, denn Plastiktüten können bei der Einreise beschlagnahmt werden.</blockquote>
<p>Lassen Sie Kleidung in Tarnmuster zu Hause, da sie in vielen afrikanischen Ländern mit dem Militär in Verbindung gebracht wird. Teurer Schmuck ist überflüssig, und schwere Haartrockner lassen sich in Zeltcamps nur selten benutzen.</p>
<h2>Dokumente und Geld</h2>
<p>Führen Sie Ihren Reisepass, Ihre elektronische Reisegenehmigung oder Visumsbestätigung und, falls Sie zu Einwohnertarifen buchen, einen Nachweis Ihres Wohnsitzes mit. Bewahren Sie ausgedruckte Kopien Ihres Reiseplans und Ihrer Versicherungspolice auf. Kleine Scheine in Kenia-Schilling oder US-Dollar sind praktisch für Trinkgelder und Kunsthandwerksmärkte. M-Pesa wird fast überall akzeptiert, und Besucher können am Flughafen mit ihrem Reisepass eine lokale SIM-Karte registrieren.</p>
<p>Unser Team schickt jedem Reisenden vor der Abreise eine persönliche Checkliste, abgestimmt auf die Parks und die Jahreszeit seiner Reise. Wenn Sie bei etwas unsicher sind, fragen Sie uns einfach.</p>`,
    },
    fr: {
      title: "Préparer sa valise pour un safari au Kenya : la liste pratique",
      slug: "que-mettre-dans-sa-valise-pour-un-safari-au-kenya",
      excerpt:
        "Sacs souples, couleurs neutres, couches chaudes et une bonne paire de jumelles : nos guides vous disent ce qui sert vraiment en safari, et ce qui reste au fond de la valise.",
      image_alt: "Tente de safari avec un sac prêt et des jumelles",
      content_html: `<p>Faire sa valise pour un safari, c'est trouver l'équilibre entre être paré à tout et voyager léger. Les petits avions limitent les bagages, les véhicules offrent peu de place, et vous porterez sans doute les mêmes vêtements confortables plusieurs jours d'affilée. Après des années à observer nos voyageurs boucler leurs sacs, voici la liste que nous recommandons vraiment.</p>
<h2>Les bagages</h2>
<p>Si vous rejoignez un parc à bord d'un petit avion, la plupart des compagnies autorisent environ <strong>15 kilos par personne, bagage à main compris, dans un sac souple</strong>, sans roulettes ni armature rigide. Les sacs souples se glissent dans l'étroite soute ; les valises rigides, souvent pas. Par la route, vous disposez de plus de latitude, mais un sac souple reste plus pratique. La plupart des lodges proposent un service de blanchisserie dans la journée : vous pouvez donc emporter bien moins que vous ne le pensez.</p>
<h2>Les vêtements</h2>
<ul>
<li><strong>Des couleurs neutres</strong> : kaki, olive, beige et marron. Évitez le blanc éclatant, qui marque la poussière, ainsi que le bleu foncé et le noir, qui attirent les mouches tsé-tsé dans certaines régions.</li>
<li><strong>Plusieurs couches</strong> : les safaris du petit matin sont frais, en particulier dans le Mara et autour du mont Kenya. Prévoyez une polaire et une veste coupe-vent légère.</li>
<li><strong>Des manches longues et un pantalon</strong> pour le soir, afin de vous protéger des moustiques.</li>
<li>Un chapeau à larges bords et un tour de cou ou un foulard contre la poussière.</li>
<li>Des chaussures fermées et confortables pour marcher, et des sandales pour le camp.</li>
<li>Un maillot de bain : de nombreux lodges ont une piscine, et vous finirez sans doute sur la côte.</li>
</ul>
<h2>Santé et confort</h2>
<ul>
<li>Une crème solaire à indice élevé et un baume à lèvres : le soleil équatorial est puissant, même quand l'air paraît frais.</li>
<li>Un répulsif anti-insectes à base de DEET ou d'icaridine.</li>
<li>Un traitement antipaludique si votre médecin le recommande, ainsi que vos médicaments sur ordonnance dans leur emballage d'origine.</li>
<li>Une petite trousse de secours : pansements, sels de réhydratation, antihistaminiques et antidouleurs.</li>
<li>Votre certificat de vaccination contre la fièvre jaune, s'il est exigé pour votre itinéraire.</li>
</ul>
<h2>L'équipement qui fait la différence</h2>
<p>Les <strong>jumelles</strong> sont de loin l'objet le plus utile en safari. Un modèle 8x42 ou 10x42 est idéal, et chaque voyageur devrait idéalement avoir le sien. Côté photo, un zoom 100-400 mm couvre presque toutes les situations ; un sac de riz ou « bean bag » aide à le stabiliser sur le rebord de la fenêtre du véhicule. Emportez des batteries et des cartes mémoire de rechange : en plein face-à-face avec un léopard, ce n'est vraiment pas le moment de manquer de place.</p>
<ul>
<li>Une lampe frontale pour regagner votre tente à la nuit tombée.</li>
<li>Un adaptateur universel : le Kenya utilise la prise à trois fiches de type britannique.</li>
<li>Une batterie externe, car certains camps fonctionnent à l'énergie solaire avec des plages de recharge limitées.</li>
<li>Une gourde réutilisable. La plupart des camps proposent de l'eau filtrée pour la remplir.</li>
</ul>
<h2>Ce qu'il vaut mieux laisser à la maison</h2>
<blockquote>Le Kenya a interdit les sacs plastique à usage unique en 2017. Rangez chaussures et produits de toilette dans des pochettes en tissu ou des sacs réutilisables, car les sacs plastique peuvent être confisqués à l'arrivée.</blockquote>
<p>Laissez de côté les vêtements à motif camouflage, associés à l'armée dans de nombreux pays africains. Les bijoux de valeur sont superflus, et les sèche-cheveux lourds sont rarement utilisables dans les camps de toile.</p>
<h2>Documents et argent</h2>
<p>Munissez-vous de votre passeport, de votre autorisation de voyage électronique ou de la confirmation de votre visa, ainsi que d'un justificatif de résidence si vous réservez au tarif résident. Conservez des copies papier de votre itinéraire et de votre contrat d'assurance. Des petites coupures en shillings kényans ou en dollars américains sont bien utiles pour les pourboires et les marchés d'artisanat. M-Pesa est accepté presque partout, et les visiteurs peuvent faire enregistrer une carte SIM locale avec leur passeport dès l'aéroport.</p>
<p>Avant le départ, notre équipe envoie à chaque voyageur une liste personnalisée, adaptée aux parcs et à la saison de son séjour. En cas de doute, n'hésitez pas à nous poser la question.</p>`,
    },
    it: {
      title: "Cosa mettere in valigia per un safari in Kenya: una lista pratica",
      slug: "cosa-mettere-in-valigia-per-un-safari-in-kenya",
      excerpt:
        "Borse morbide, colori neutri, strati caldi e un buon binocolo: le nostre guide raccontano che cosa si usa davvero in safari e che cosa resta in fondo alla valigia.",
      image_alt: "Tenda da safari con una borsa pronta e un binocolo",
      content_html: `<p>Preparare la valigia per un safari significa trovare il giusto equilibrio tra l'essere pronti a tutto e il viaggiare leggeri. I piccoli aerei limitano il bagaglio, sui veicoli c'è poco spazio e con ogni probabilità indosserà gli stessi abiti comodi per diversi giorni. Dopo anni passati a vedere i nostri ospiti fare i bagagli, ecco la lista che consigliamo davvero.</p>
<h2>Il bagaglio</h2>
<p>Se raggiunge un parco a bordo di un piccolo aereo, la maggior parte delle compagnie consente circa <strong>15 chilogrammi a persona, bagaglio a mano compreso, in una borsa morbida</strong> senza ruote né telaio rigido. Le borse morbide si adattano alla piccola stiva; le valigie rigide spesso no. Se viaggia su strada ha più libertà, ma una borsa morbida resta comunque più pratica. La maggior parte dei lodge offre un servizio di lavanderia in giornata, quindi può portare molto meno di quanto pensi.</p>
<h2>Abbigliamento</h2>
<ul>
<li><strong>Colori neutri</strong>: cachi, verde oliva, beige e marrone. Eviti il bianco acceso, che mette in risalto la polvere, e il blu scuro o il nero, che in alcune zone attirano le mosche tse-tse.</li>
<li><strong>Abbigliamento a strati</strong>: i game drive del primo mattino sono freddi, soprattutto nel Mara e intorno al Monte Kenya. Porti un pile e una giacca antivento leggera.</li>
<li><strong>Maniche lunghe e pantaloni lunghi</strong> per la sera, come protezione dalle zanzare.</li>
<li>Un cappello a tesa larga e uno scaldacollo o un foulard contro la polvere.</li>
<li>Scarpe chiuse e comode per camminare e sandali per il campo.</li>
<li>Il costume da bagno, perché molti lodge hanno la piscina e prima o poi finirà sulla costa.</li>
</ul>
<h2>Salute e comfort</h2>
<ul>
<li>Crema solare ad alta protezione e burrocacao: il sole equatoriale è forte anche quando l'aria sembra fresca.</li>
<li>Repellente per insetti a base di DEET o icaridina.</li>
<li>La profilassi antimalarica, se il Suo medico la consiglia, oltre a eventuali farmaci con ricetta nella confezione originale.</li>
<li>Un piccolo kit di pronto soccorso: cerotti, sali reidratanti, antistaminici e antidolorifici.</li>
<li>Il certificato di vaccinazione contro la febbre gialla, se richiesto per il Suo itinerario.</li>
</ul>
<h2>L'attrezzatura che fa la differenza</h2>
<p>Il <strong>binocolo</strong> è in assoluto l'oggetto più utile in safari. L'ideale è un 8x42 o un 10x42, e sarebbe meglio che ogni viaggiatore avesse il proprio. Per la fotografia, uno zoom 100-400 mm copre quasi ogni situazione; un cuscino di appoggio (bean bag) aiuta a tenerlo fermo sul bordo del finestrino del veicolo. Porti batterie e schede di memoria di scorta: l'emozione di un leopardo davanti all'obiettivo non è il momento di restare senza spazio.</p>
<ul>
<li>Una lampada frontale per raggiungere la tenda dopo il tramonto.</li>
<li>Un adattatore universale: in Kenya si usa la spina a tre poli di tipo britannico.</li>
<li>Un power bank, perché alcuni campi funzionano a energia solare e hanno orari di ricarica limitati.</li>
<li>Una borraccia riutilizzabile. La maggior parte dei campi mette a disposizione acqua filtrata per riempirla.</li>
</ul>
<h2>Cosa lasciare a casa</h2>
<blockquote>Nel 2017 il Kenya ha vietato i sacchetti di plastica monouso. Riponga scarpe e articoli da toilette in sacchetti di stoffa o borse riutilizzabili, perché i sacchetti di plastica possono essere confiscati all'arrivo.</blockquote>
<p>Lasci a casa i capi mimetici, che in molti Paesi africani vengono associati all'esercito. I gioielli di valore non servono, e gli asciugacapelli pesanti si possono usare di rado nei campi tendati.</p>
<h2>Documenti e denaro</h2>
<p>Porti con sé il passaporto, l'autorizzazione di viaggio elettronica o la conferma del visto e, se prenota con le tariffe per residenti, un documento che attesti la residenza. Conservi copie stampate del programma di viaggio e della polizza assicurativa. Banconote di piccolo taglio in scellini kenioti o in dollari statunitensi sono utili per le mance e i mercati dell'artigianato. M-Pesa è accettato quasi ovunque, e i visitatori possono registrare una SIM locale con il proprio passaporto direttamente in aeroporto.</p>
<p>Prima della partenza il nostro team invia a ogni viaggiatore una lista di controllo su misura, adattata ai parchi e alla stagione del suo viaggio. Per qualsiasi dubbio, non esiti a chiederci.</p>`,
    },
    zh: {
      title: "肯尼亚游猎行李怎么带：一份实用清单",
      slug: "kenniya-youlie-xingli-qingdan",
      excerpt:
        "软包、中性色衣物、保暖的多层穿搭，再加一副好望远镜：我们的向导告诉您，游猎途中哪些东西真正用得上，哪些只会一直躺在箱子里。",
      image_alt: "游猎帐篷里放着收拾好的行李包和望远镜",
      content_html: `<p>为游猎收拾行李，讲究的是在有备无患与轻装出行之间找到平衡。小型飞机对行李有限制，车上的储物空间不大，而且您很可能连续几天都穿着同样舒适的衣服。多年来看着客人们打包行李，以下是我们真心推荐的清单。</p>
<h2>行李</h2>
<p>如果您乘坐小型飞机前往公园，大多数航空公司允许每人携带约<strong>15公斤行李（含手提行李），并须装在软包中</strong>，不能有轮子或硬框架。软包可以塞进狭小的货舱，硬壳行李箱则往往放不进去。如果走陆路，您会有更多选择，但软包依然更便于搬运。大多数小屋酒店提供当日洗衣服务，所以您需要带的东西远比想象中少。</p>
<h2>衣物</h2>
<ul>
<li><strong>中性色</strong>：卡其色、橄榄绿、米色和棕色。避免亮白色，因为容易显脏；也不要穿深蓝色或黑色，在某些地区它们会招来采采蝇。</li>
<li><strong>多层穿搭</strong>：清晨的游猎很冷，在马赛马拉和肯尼亚山一带尤其如此。请带一件抓绒衣和一件轻薄的防风外套。</li>
<li>傍晚穿<strong>长袖上衣和长裤</strong>，以防蚊虫叮咬。</li>
<li>一顶宽檐帽，以及一条防尘的魔术头巾或围巾。</li>
<li>一双舒适的包头鞋用于步行，一双凉鞋在营地里穿。</li>
<li>泳衣，因为很多小屋酒店都有泳池，而且您最后多半会去海边。</li>
</ul>
<h2>健康与舒适</h2>
<ul>
<li>高倍数防晒霜和润唇膏：即使感觉凉爽，赤道的阳光依然强烈。</li>
<li>含避蚊胺（DEET）或派卡瑞丁的驱虫剂。</li>
<li>如医生建议，请准备抗疟疾药物；所有处方药请保留原包装。</li>
<li>一个小型急救包：创可贴、口服补液盐、抗过敏药和止痛药。</li>
<li>如果您的行程有要求，请携带黄热病疫苗接种证书。</li>
</ul>
<h2>真正能派上用场的装备</h2>
<p><strong>望远镜</strong>是游猎途中最有用的一件物品。8x42或10x42的规格最为理想，最好每位旅客都有自己的一副。摄影方面，一支100-400毫米的变焦镜头几乎可以应付所有场景；再配一个豆袋，就能把镜头稳稳地架在车窗框上。请带上备用电池和存储卡，因为当花豹出现在眼前时，可不是存储空间告急的时候。</p>
<ul>
<li>一盏头灯，方便天黑后走回帐篷。</li>
<li>一个万能转换插头：肯尼亚使用英式三脚插座。</li>
<li>一个充电宝，因为有些营地依靠太阳能供电，充电时间有限。</li>
<li>一个可重复使用的水瓶。大多数营地都提供过滤水供您续装。</li>
</ul>
<h2>哪些东西不必带</h2>
<blockquote>肯尼亚自2017年起禁止使用一次性塑料购物袋。请用布袋或可重复使用的袋子装鞋子和洗漱用品，因为塑料购物袋可能在入境时被没收。</blockquote>
<p>请不要携带迷彩服装，因为在许多非洲国家，迷彩与军队联系在一起。贵重首饰没有必要带，笨重的吹风机在帐篷营地里也很少能用上。</p>
<h2>证件与钱款</h2>
<p>请随身携带护照、电子旅行许可或签证确认函；如果您按居民价预订，还需携带居住证明。行程单和保险单请打印一份纸质副本。面额较小的肯尼亚先令或美元纸币，在支付小费和逛手工艺品市场时很方便。M-Pesa几乎随处可用，游客可以在机场凭护照登记一张当地SIM卡。</p>
<p>出发前，我们的团队会根据每位旅客所去的公园和出行季节，为其发送一份量身定制的行前清单。如有任何疑问，欢迎随时询问。</p>`,
    },
  },
};
