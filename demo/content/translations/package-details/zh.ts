/**
 * The details of the twelve translated demo packages in Simplified Chinese (issue 29): day by day,
 * inclusions, exclusions, optional activities and terms, mirroring each package's English seed in
 * demo/content/packages/ in the same order. Written for Chinese-reading travellers, not word for
 * word; the figures (days, nights, kilograms, percentages, prices) are the English ones.
 *
 * Like the English seeds, a package's days are written once, and each tier adds its own stay
 * sentence to the days that differ (see tier-builder.ts); the helpers below build the exported shape.
 */
import type { PackageDetailsTranslation, PackageDetailsTranslations } from "../types.ts";

type Level = "single" | "value" | "comfort" | "premier";
type DayOut = PackageDetailsTranslation["tiers"][Level] & {};

/** A day written once for every tier: the tier's stay sentence follows the day's text, and the night's camp is named where the English names one. */
interface DayZh {
  title: string;
  text: string;
  stay?: Partial<Record<Level, string>>;
  overnight?: Partial<Record<Level, string>>;
}

/** One tier's days in the exported shape; `overnight` only where the English tier names one. */
function programme(days: DayZh[], level: Level): DayOut["itinerary_days"] {
  return days.map((d) => {
    const stay = d.stay?.[level];
    const overnight = d.overnight?.[level];
    return {
      title: d.title,
      ...(overnight ? { overnight } : {}),
      description_html: `<p>${d.text}${stay ?? ""}</p>`,
    };
  });
}

function tier(level: Level, days: DayZh[], inclusions: string[], exclusions: string[]): DayOut {
  return { itinerary_days: programme(days, level), inclusions, exclusions };
}

/* ------------------------------------------------------------------ */
/* Flights and charters (demo/content/packages/air.ts)                  */
/* ------------------------------------------------------------------ */

const AIR_TERMS = `<p>支付50%的定金即可确认您的行程安排；尾款须在出发前30天付清。私人包机须在我们收到定金并落实飞机调配后方可确认。</p>
<p>地面安排的取消费用：出发前30至15天取消收取50%，14至8天收取75%，7天以内收取100%。机票按航空公司或包机运营商的票价规则处理；如票价规则允许，未使用的机票可保留为日后出行的抵用额度。</p>
<p>小型飞机每人最多可携带15公斤行李（含手提行李），且须使用软包。航班可能因天气或空中交通管制等我们无法控制的原因而延误或改道。</p>`;

const AIR_EXCL = {
  insurance: "旅行保险",
  baggage: "超额行李费",
  drinks: "餐食套餐以外的酒水饮料",
  tips: "小费",
  visas: "签证及国际航班",
};
const AIR_EXCLUSIONS = [AIR_EXCL.insurance, AIR_EXCL.baggage, AIR_EXCL.drinks, AIR_EXCL.tips, AIR_EXCL.visas];
/** The tiers whose board includes drinks leave the drinks line out, as the English does. */
const AIR_EXCLUSIONS_DRINKS_INCLUDED = AIR_EXCLUSIONS.filter((e) => e !== AIR_EXCL.drinks);

const maraFlyInDays: DayZh[] = [
  {
    title: "从威尔逊机场飞往马赛马拉",
    text: "请在起飞前约一小时抵达内罗毕威尔逊机场办理登机，这里是小型飞机起降最繁忙的枢纽。飞机掠过恩贡山和东非大裂谷，航程45分钟到一小时不等，视途中经停的简易机场数量而定；您的向导会带着冰凉的饮料在跑道旁等候。随后一路游猎前往营地享用午餐，傍晚时分再次出发巡游。",
    stay: {
      value: "您乘坐上午稍晚起飞的定期拼座航班；晚餐及住宿安排在一处舒适的帐篷营地。",
      comfort: "您乘坐清晨的定期航班，把这一天用得更充分；晚餐及住宿安排在马拉河畔的豪华帐篷营地。",
      premier: "我们为您的团队包租一架私人飞机，起飞时间由您决定，并降落在距营地最近的简易机场；晚餐及住宿安排在私人保护地内的豪华营地。",
    },
  },
  {
    title: "马赛马拉全天游猎",
    text: "带上野餐午餐，全天在草原上巡游，追寻马拉的狮子、猎豹和大象；7月至10月间，还能在渡河点守候动物大迁徙的兽群。乘飞机前来，意味着您在草原上的时间更多，耗在路上的时间更少。",
    stay: {
      value: "晚餐及住宿在您的营地。",
      comfort: "晚餐及住宿在您的营地。",
      premier: "整个行程为您专门保留车辆和向导；晚餐及住宿在您的营地。",
    },
  },
  {
    title: "清晨游猎后飞返内罗毕",
    text: "日出时分进行最后一次游猎，早餐后前往简易机场，乘机飞回威尔逊机场，约中午抵达，从容衔接当晚的国际航班。",
    stay: {
      premier: "如您需要，您的包机也可继续飞往其他公园、海滨或您指定的简易机场。",
    },
  },
];

const coastalDays: DayZh[] = [
  {
    title: "内罗毕飞往拉穆",
    text: "从内罗毕飞往曼达岛简易机场，航程不到两小时；船夫会在码头迎接您，短暂渡海即到拉穆。在住处安顿下来后，傍晚可以到海滨一带随意走走。",
    stay: {
      value: "您从威尔逊机场或国际机场乘坐定期航班；入住拉穆古城的一家宾馆，含早餐。",
      comfort: "您乘坐可灵活改签的定期航班；入住谢拉一座带屋顶泳池的精品宅邸，含早餐。",
      premier: "私人飞机在您选定的时间从威尔逊机场直飞曼达岛；入住谢拉一座独享的海滨别墅，含早餐。",
    },
  },
  {
    title: "拉穆自由活动与日落单桅帆船",
    text: "自由活动的一天：漫步古城没有汽车的小巷，参观博物馆，或前往谢拉的长滩。傍晚乘单桅帆船，在夕阳中穿行于海峡之间。",
  },
  {
    title: "拉穆群岛",
    text: "在群岛间再度过自由的一天。热门的选择包括乘船探访塔夸遗址、拜访马通多尼的单桅帆船工匠，或者干脆带上一本书，躺在沙丘上消磨时光。",
  },
  {
    title: "拉穆飞往迪亚尼",
    text: "返回曼达岛，沿海岸线向南飞往迪亚尼海滩后方的乌昆达机场，随后前往酒店，下午尽情享受大海。",
    stay: {
      value: "定期航班经马林迪或蒙巴萨中转；入住迪亚尼的一家海滨酒店，含早餐。",
      comfort: "乘坐直飞的沿海拼座航班，约一个半小时；入住迪亚尼的一家四星级度假村，含早餐。",
      premier: "您的私人飞机沿海岸线直飞，约一小时；入住迪亚尼的一座海滨别墅，含早餐。",
    },
  },
  {
    title: "迪亚尼海滩",
    text: "在非洲最美的海滩之一度过一整天，也可以乘单桅帆船前往基西特-姆蓬古蒂海洋公园，浮潜并观赏海豚。",
  },
  {
    title: "迪亚尼返回内罗毕",
    text: "早餐后退房，前往乌昆达机场，乘约一小时的航班返回内罗毕。",
    stay: {
      premier: "您的私人飞机随时待命，您准备好即可起飞。",
    },
  },
];

const airDetails: PackageDetailsTranslations = {
  "3-day-maasai-mara-fly-in-charter": {
    tiers: {
      value: tier(
        "value",
        maraFlyInDays,
        [
          "威尔逊机场往返马赛马拉的定期航班",
          "简易机场接送，以及乘坐4x4可升顶陆地巡洋舰越野车游猎",
          "按适用费率收取的马赛马拉保护区门票",
          "帐篷营地全食宿（2晚）",
          "游猎途中的瓶装水",
        ],
        AIR_EXCLUSIONS,
      ),
      comfort: tier(
        "comfort",
        maraFlyInDays,
        [
          "威尔逊机场往返马赛马拉的清晨班次定期航班",
          "简易机场接送，以及乘坐4x4可升顶陆地巡洋舰越野车游猎",
          "按适用费率收取的马赛马拉保护区门票",
          "马拉河畔豪华营地全食宿，含营地常规酒水（2晚）",
          "第2天的日落酒会",
        ],
        AIR_EXCLUSIONS_DRINKS_INCLUDED,
      ),
      premier: tier(
        "premier",
        maraFlyInDays,
        [
          "为您的团队从威尔逊机场起飞的私人包机，含回程航班",
          "全程专属车辆和向导",
          "保护区及私人保护地门票",
          "私人保护地豪华营地全包式住宿（2晚）",
          "可应要求灵活安排航线，飞往其他公园或海滨",
        ],
        AIR_EXCLUSIONS_DRINKS_INCLUDED,
      ),
    },
    optional_activities: [],
    terms_and_conditions: AIR_TERMS,
  },
  "6-day-lamu-and-diani-coastal-flights": {
    tiers: {
      value: tier(
        "value",
        coastalDays,
        [
          "内罗毕—曼达、曼达—乌昆达（中转）及乌昆达—内罗毕的定期航班",
          "各目的地的船只及陆路接送",
          "拉穆古城（3晚）和迪亚尼（2晚）住宿，含早餐",
          "拉穆日落单桅帆船巡游",
          "24小时旅行支持热线",
        ],
        AIR_EXCLUSIONS,
      ),
      comfort: tier(
        "comfort",
        coastalDays,
        [
          "可灵活改签的定期航班，其中曼达—乌昆达为直飞沿海拼座航班",
          "各目的地的船只及陆路接送",
          "谢拉（3晚）及迪亚尼四星级度假村（2晚）住宿，含早餐",
          "拉穆日落单桅帆船巡游",
          "24小时旅行支持热线",
        ],
        AIR_EXCLUSIONS,
      ),
      premier: tier(
        "premier",
        coastalDays,
        [
          "三段航程均乘私人包机，按您的时间安排",
          "专属船只及陆路接送",
          "谢拉独享海滨别墅及迪亚尼海滨别墅住宿，含早餐（共5晚）",
          "专属日落单桅帆船巡游",
          "专属旅行顾问",
        ],
        AIR_EXCLUSIONS,
      ),
    },
    optional_activities: [
      {
        activity_name: "基西特-姆蓬古蒂单桅帆船浮潜一日游",
        description: "从希莫尼出发的全天行程，含海洋公园门票、浮潜装备，以及在瓦西尼岛享用的海鲜午餐。",
      },
    ],
    terms_and_conditions: AIR_TERMS,
  },
};

/* ------------------------------------------------------------------ */
/* Pilgrimages (demo/content/packages/christian.ts)                     */
/* ------------------------------------------------------------------ */

const PILGRIM_TERMS = `<ul>
<li>支付50%的定金即可为您保留团队出发的座位；尾款须在出发前30天付清。</li>
<li>取消费用：出发前30至15天取消收取50%，14至8天收取75%，7天以内取消或未到场收取100%。已出票的机票按航空公司的票价规则处理。</li>
<li>护照在回程后须仍有至少六个月的有效期。签证能否获批由各国使馆决定；我们会为每位朝圣者准备邀请函及相关证明文件。</li>
<li>如遇宗教节日、景点关闭或官方旅行警示，参访顺序可能调整；我们会尽可能不减少参访地点。</li>
</ul>`;

const PILGRIM_EXCL = {
  insurance: "旅行及医疗保险（必须购买）",
  lunches: "除另有注明外的午餐",
  drinks: "餐食中的酒水饮料",
  tips: "当地导游、司机及酒店员工的小费",
  offerings: "在教堂的个人奉献与捐款",
  single: "单人房差价",
};
const PILGRIM_EXCLUSIONS = Object.values(PILGRIM_EXCL);

const holyLandDays: DayZh[] = [
  {
    title: "内罗毕飞往圣地，前往加利利",
    text: "全团与我们的领队在内罗毕国际机场集合，搭乘约五小时的航班飞往特拉维夫。抵达后，持证的基督徒导游前来迎接，大巴沿海岸北上，再转入内陆，约两小时后抵达加利利海。晚餐后，全团在湖边举行开营祷告。",
    stay: {
      value: "晚餐及住宿安排在提比里亚的一家三星级酒店。",
      comfort: "晚餐及住宿安排在提比里亚的一家湖畔四星级酒店。",
      premier: "晚餐及住宿安排在湖畔山丘上一家由修会经营的四星级宾馆。",
    },
  },
  {
    title: "环游加利利海",
    text: "第一站是八福山，在俯瞰湖面的花园里诵读登山宝训。接着前往塔布加，传统上认为这里是五饼二鱼神迹的发生地，再参观湖岸边的彼得首席权堂。在迦百农，您将看到古会堂遗址和彼得故居遗迹，随后登上一艘木船，静静横渡湖面，并在水上敬拜。",
  },
  {
    title: "迦拿、拿撒勒与他泊山",
    text: "在纪念耶稣第一个神迹的迦拿教堂，已婚夫妇可以重申婚约。在拿撒勒，您将参观天使报喜堂和圣约瑟堂，并穿行于老市场。下午乘出租车沿陡峭的山路登上他泊山，这里传统上被认为是耶稣登山变像之处，可远眺耶斯列谷的开阔景色。",
  },
  {
    title: "约旦河、耶利哥，上行耶路撒冷",
    text: "在约旦河畔的施洗地，朝圣者可以身穿白袍重申受洗誓约。随后沿约旦河谷南下，来到世界上最古老的城市之一耶利哥，看一看与撒该有关的那棵桑树，并远眺试探山。傍晚穿越犹大旷野，上行至耶路撒冷。",
    stay: {
      value: "晚餐及住宿安排在耶路撒冷的一家三星级酒店（共五晚）。",
      comfort: "晚餐及住宿安排在耶路撒冷的一家四星级酒店（共五晚）。",
      premier: "晚餐及住宿安排在步行即可到达古城城墙的一家四星级酒店（共五晚）。",
    },
  },
  {
    title: "橄榄山与锡安山",
    text: "站在橄榄山顶，整座古城尽收眼底。沿着棕枝主日的路线步行下山，途经主祷文教堂，这里用一百多种语言刻写着主祷文，其中也有斯瓦希里语；再到主泣堂驻足。在客西马尼园的古老橄榄树间和万国教堂中祷告。下午登上锡安山，参观最后晚餐厅和圣彼得鸡鸣堂。",
  },
  {
    title: "伯利恒",
    text: "携带护照前往伯利恒，参观主诞堂，在传统上认为基督降生的岩洞前跪拜。在当地一家家庭经营的餐馆享用午餐后，前往牧羊人野地，无论什么季节，都在洞穴小堂里同唱圣诞颂歌。您还有时间向当地的基督徒工匠选购橄榄木雕。",
  },
  {
    title: "苦路",
    text: "清晨趁小巷尚未喧闹，全团沿苦路而行，在每一处苦路站停下祷告，一直走到圣墓教堂。在堂内静思片刻后，参观毕士大池和圣安妮教堂，这座教堂以朝圣者歌声的回响闻名，最后来到西墙。",
  },
  {
    title: "马萨达、昆兰与死海",
    text: "驱车下行，前往地球上的最低点。乘缆车登上沙漠要塞马萨达，参观发现死海古卷的昆兰洞穴，最后在富含矿物质的死海里漂浮。",
  },
  {
    title: "艾因卡雷姆与花园冢",
    text: "上午前往艾因卡雷姆，这座山坡上的村庄与施洗约翰的诞生以及马利亚探访以利沙伯的记载紧密相连。下午全团在宁静的花园冢共领圣餐，晚上举行告别晚宴，并为每位朝圣者颁发朝圣证书。",
  },
  {
    title: "返回内罗毕",
    text: "早餐后前往机场，搭乘航班返回内罗毕，当晚抵达。",
  },
];

const holyLandInc = (hotels: string) => [
  "内罗毕往返特拉维夫经济舱机票",
  "签证办理及邀请函",
  hotels,
  "持证的英语基督徒导游及空调大巴",
  "所有景点门票、加利利海乘船及马萨达缆车",
  "内罗毕随行领队；20人及以上的团队另配随团牧师",
  "朝圣证书",
];

const romeDays: DayZh[] = [
  {
    title: "内罗毕飞往罗马",
    text: "从内罗毕经中转枢纽飞往罗马，于上午稍晚或下午抵达。导游接团后送您前往酒店；傍晚步行至附近的教堂，参加开幕弥撒或祈祷礼。",
    stay: {
      value: "晚餐及住宿安排在梵蒂冈附近一家由修会团体经营的朝圣者宾馆。",
      comfort: "晚餐及住宿安排在距圣彼得广场步行不远的一家三星级酒店。",
      premier: "晚餐及住宿安排在历史中心区的一家四星级酒店。",
    },
  },
  {
    title: "梵蒂冈博物馆与圣彼得大教堂",
    text: "提早入馆参观梵蒂冈博物馆，穿过地图长廊和挂毯长廊，来到西斯廷礼拜堂，仰望米开朗基罗的天顶画。随后进入圣彼得大教堂，在主祭台下方的圣彼得墓前祈祷；愿意的朝圣者还可以登上穹顶，俯瞰整座城市。下午在广场周边自由活动。",
  },
  {
    title: "教宗公开接见与地下墓穴",
    text: "每逢周三，如有教宗公开接见，全团将前往圣彼得广场参加；其他日子则由导游改为安排参观圣天使堡。下午乘大巴沿古老的亚壁古道前往地下墓穴，早期基督徒曾在这里安葬逝者，并秘密举行感恩祭。",
  },
  {
    title: "宗座圣殿与圣阶",
    text: "这一天专程朝拜各座宗座圣殿：罗马的主教座堂拉特朗圣约翰大殿，对面便是朝圣者跪行而上的圣阶；以金色马赛克著称的圣母大殿；以及建于使徒墓上的城外圣保罗大殿。弥撒在其中一座侧堂举行。",
  },
  {
    title: "阿西西一日游",
    text: "乘大巴穿越翁布里亚的田园风光，约两个半小时后抵达山城阿西西。参观满布壁画的圣方济各大殿、圣嘉勒大殿，以及山下谷地中的小礼拜堂（Portiuncula），傍晚返回罗马。",
  },
  {
    title: "古罗马与告别晚宴",
    text: "漫步罗马斗兽场和古罗马广场，参观马梅尔定监狱，相传彼得和保罗曾被囚禁于此。下午向特雷维喷泉抛一枚硬币，登上西班牙台阶，晚上在一家意式小馆享用告别晚宴。",
  },
  {
    title: "返回内罗毕",
    text: "早餐后前往机场，经中转枢纽搭乘航班回家。",
  },
];

const romeInc = (hotel: string) => [
  "内罗毕往返罗马经济舱机票",
  "申根签证申请协助及旅行文件",
  hotel,
  "罗马及阿西西的持证导游和专属大巴",
  "梵蒂冈博物馆、西斯廷礼拜堂、罗马斗兽场及地下墓穴门票",
  "与当地教堂协调安排的每日弥撒或祈祷礼",
  "内罗毕随行领队",
];

const pilgrimageDetails: PackageDetailsTranslations = {
  "10-day-holy-land-pilgrimage": {
    tiers: {
      value: tier("value", holyLandDays, holyLandInc("提比里亚和耶路撒冷三星级酒店半食宿（9晚）"), PILGRIM_EXCLUSIONS),
      comfort: tier("comfort", holyLandDays, holyLandInc("提比里亚和耶路撒冷四星级酒店半食宿（9晚）"), PILGRIM_EXCLUSIONS),
      premier: tier(
        "premier",
        holyLandDays,
        [...holyLandInc("湖畔宾馆及古城城墙附近四星级酒店半食宿（9晚）"), "所有参观日的午餐"],
        PILGRIM_EXCLUSIONS.filter((e) => e !== PILGRIM_EXCL.lunches),
      ),
    },
    optional_activities: [],
    terms_and_conditions: PILGRIM_TERMS,
  },
  "7-day-rome-and-vatican-pilgrimage": {
    tiers: {
      value: tier("value", romeDays, romeInc("梵蒂冈附近朝圣者宾馆半食宿（6晚）"), PILGRIM_EXCLUSIONS),
      comfort: tier("comfort", romeDays, romeInc("圣彼得广场附近三星级酒店半食宿（6晚）"), PILGRIM_EXCLUSIONS),
      premier: tier("premier", romeDays, romeInc("历史中心区四星级酒店半食宿（6晚）"), PILGRIM_EXCLUSIONS),
    },
    optional_activities: [
      {
        activity_name: "圣彼得大教堂地下考古遗址导览",
        description: "小团导览，深入大教堂下方的古代墓葬区，走近传统上认定的使徒之墓。名额有限，须在预订时申请；最低年龄15岁。",
      },
    ],
    terms_and_conditions:
      PILGRIM_TERMS + "\n<p>出发前至少120天预订并支付定金，即可享受早鸟价。所有教堂均要求着装得体，须遮盖肩膀和膝盖。</p>",
  },
};

/* ------------------------------------------------------------------ */
/* Conferences and team building (demo/content/packages/conferences.ts) */
/* ------------------------------------------------------------------ */

const GROUP_TERMS = `<p>价格按每位参会者计算，并以套餐注明的最低成团人数为准；人数较少的团体可另行询价。</p>
<p>支付50%的定金即可确认场地和交通；尾款须在活动开始前30天付清，最终分房名单也须在此之前提交。</p>
<p>取消费用：活动前30至15天取消收取50%，14至8天收取75%，7天以内收取100%。在抵达前14天之前，参会人数减少不超过10%的，不收取任何费用。</p>
<p>发票可开具给贵公司，并注明肯尼亚税务局（KRA）PIN信息；可通过银行转账、M-Pesa商户付款（Paybill）或银行卡支付。</p>`;

const CORPORATE_EXCLUSIONS = [
  "除另有注明外的酒精饮料",
  "特邀演讲嘉宾或外部培训师的费用",
  "所列项目以外的印刷及品牌物料",
  "洗衣、客房送餐等个人开支",
  "司机、向导及场地工作人员的小费",
];

const naivashaDays: DayZh[] = [
  {
    title: "内罗毕前往奈瓦沙湖，会议开幕",
    text: "空调大巴于早上7:30从贵公司在内罗毕的办公室出发，沿大裂谷陡崖公路行驶，途中在东非大裂谷观景台稍作停留，拍一张团体合影。约上午10:00抵达会场，办理签到并享用欢迎茶点，开幕全体会议于10:30开始。在草坪上享用自助午餐后，下午在较小的分组会议室进行分组讨论，5:00结束，之后还有时间到湖边散散步。",
    stay: {
      value: "欢迎晚宴及住宿安排在一家湖畔会议酒店的标准间，酒店主会议厅可容纳150位参会者。",
      comfort: "欢迎晚宴及住宿安排在一座坐落于金合欢花园中的会议度假村，入住高级湖景房。",
      premier: "欢迎晚宴伴有现场原声演奏，住宿安排在一座整体包场的湖畔小屋酒店的独立小屋，并有专属会议经理随时待命。",
    },
  },
  {
    title: "会议与湖畔团队挑战",
    text: "会议从上午8:30持续到下午1:00，上午中段在露台茶歇。午餐后，参会者走出会议厅，在园区内参加由引导师带领的团队挑战，随后乘船一小时，在奈瓦沙湖的河马和吼海雕之间穿行。晚上气氛轻松，大家围着火塘共进晚餐。",
    stay: {
      value: "晚餐及住宿在您的酒店。",
      comfort: "晚上是配有DJ的主题烧烤晚宴，住宿在您的度假村。",
      premier: "晚上在草坪上举行颁奖晚宴，配有现场乐队、舞台灯光和摄影师，住宿在您的独立小屋。",
    },
  },
  {
    title: "行动计划研讨会，返回内罗毕",
    text: "最后一个上午是由引导师主持的行动计划研讨会，各部门商定下一季度的三项工作重点，会议纪要当天整理成文，并通过电子邮件发送给组织者。午餐于中午12:30开始，大巴下午2:00出发，视交通情况约4:30返抵内罗毕。",
  },
];

const naivashaInc = [
  "往返贵公司内罗毕办公室的大巴接送",
  "2晚全食宿住宿，按分房名单安排双人间或单人间",
  "主会议厅，配备扩音系统、投影仪、幕布和白板挂纸",
  "每个会议日两次茶歇（含点心）及一顿自助午餐",
  "为参会者提供稳定的Wi-Fi",
  "奈瓦沙湖乘船游",
  "第2天由引导师带领的团队挑战",
];

const conferenceDetails: PackageDetailsTranslations = {
  "3-day-lake-naivasha-conference-retreat": {
    tiers: {
      value: tier("value", naivashaDays, naivashaInc, CORPORATE_EXCLUSIONS),
      comfort: tier("comfort", naivashaDays, [...naivashaInc, "配有DJ的主题烧烤晚宴"], CORPORATE_EXCLUSIONS),
      premier: tier(
        "premier",
        naivashaDays,
        [
          "往返贵公司内罗毕办公室的大巴接送",
          "独立小屋全食宿，整座小屋酒店由您专享（2晚）",
          "会议厅配备全套视听支持及专属会议经理",
          "全程茶歇、午餐及稳定的Wi-Fi",
          "奈瓦沙湖乘船游及由引导师带领的团队挑战",
          "行动计划研讨会由专业引导师主持",
          "颁奖晚宴，配现场乐队和活动摄影师",
          "印有企业标识的参会资料袋，含笔记本和笔",
        ],
        CORPORATE_EXCLUSIONS,
      ),
    },
    optional_activities: [
      {
        activity_name: "地狱之门骑行与峡谷徒步",
        description: "前往附近地狱之门国家公园的半日游，含自行车、头盔、公园门票，以及由护林员带领的峡谷徒步。",
      },
      {
        activity_name: "活动摄影与精彩视频",
        description: "一名摄影师和一名摄像师全程跟拍，一周内交付精修照片和一段三分钟的精彩集锦短片。",
      },
    ],
    terms_and_conditions: GROUP_TERMS + "\n<p>最低成团人数：20位参会者。</p>",
  },
  "hells-gate-corporate-team-building-day": {
    tiers: {
      single: tier(
        "single",
        [
          {
            title: "地狱之门团队挑战与峡谷徒步",
            text: "大巴于早上6:30从贵公司在内罗毕的办公室出发，车上备有早餐点心包，约8:45抵达地狱之门国家公园大门。热身和分组之后，每人领取自行车和头盔，在开阔的草原上接力骑行，斑马、长颈鹿和非洲水牛就在火山崖壁下悠然吃草。随后，我们的引导师会带领大家完成一系列围绕沟通与信任设计的挑战，从蒙眼搭帐篷到限时解谜寻踪，然后在树荫下享用野餐午餐。下午，公园护林员带领全团走进狭窄的峡谷，谷中有温泉和冒着蒸汽的喷气孔。简短复盘当天的收获后，大巴于下午4:30出发，约晚上7:00回到内罗毕。",
          },
        ],
        [
          "往返贵公司内罗毕办公室的大巴接送",
          "按公民及居民费率收取的地狱之门国家公园门票",
          "全体参与者的自行车和头盔",
          "每40位参与者配两名专业团建引导师",
          "所有挑战项目所需器材",
          "早餐点心包、野餐午餐及瓶装水",
          "由护林员带领的峡谷徒步",
          "三天内发送书面总结及活动相册",
        ],
        [
          "酒精饮料",
          "印有企业标识的T恤或帽子（可应要求提供）",
          "内罗毕以外地区的交通",
          "个人意外保险",
          "护林员和司机的小费",
        ],
      ),
    },
    optional_activities: [],
    terms_and_conditions:
      GROUP_TERMS +
      "\n<p>最低成团人数：20位参与者。参与者须会骑自行车；不想骑车的参与者可乘坐全程跟随车队的保障车。</p>",
  },
};

/* ------------------------------------------------------------------ */
/* Honeymoons (demo/content/packages/honeymoons.ts)                     */
/* ------------------------------------------------------------------ */

const HONEYMOON_TERMS = `<p>价格按每人计算，以两人同住一间客房为准。支付50%的定金即可确认预订，尾款须在出发前30天付清。</p>
<p>取消费用：出发前30至15天取消收取50%，14至8天收取75%，7天以内取消或未到场收取100%。已出票的机票按航空公司的票价规则处理。</p>
<p>酒店提供的蜜月礼遇（蛋糕、起泡酒、客房布置）通常需要出示六个月内签发的结婚证书。</p>`;

const HONEYMOON_EXCL = {
  insurance: "旅行保险",
  visas: "所需签证",
  drinks: "餐食套餐以外的酒水饮料",
  tips: "小费",
  extras: "未列出的自选活动及水疗项目",
};
const HONEYMOON_EXCLUSIONS = Object.values(HONEYMOON_EXCL);

const zanzibarHoneymoonDays: DayZh[] = [
  {
    title: "抵达石头城",
    text: "从内罗毕飞往桑给巴尔，随后前往石头城，您的房间已用鲜花布置好，静候二位到来。日落时分，登上一家屋顶餐厅，俯瞰宣礼塔与港湾，享用抵达后的第一顿晚餐。",
    stay: {
      value: "入住一家别具韵味的精品宾馆，含早餐。",
      comfort: "入住一家历史建筑酒店的豪华客房，含早餐。",
      premier: "入住一家历史建筑酒店的四柱床套房，套房带私人屋顶露台，含早餐。",
    },
  },
  {
    title: "石头城、香料园与日落单桅帆船",
    text: "私人导游带您穿行于古城的小巷、集市和雕花木门之间，再驱车前往香料园，品尝丁香、香草和新鲜水果。傍晚登上一艘木制单桅帆船，沿着海滨在夕阳中航行，甲板上备有小食和饮品。",
    stay: {
      value: "住宿在您的宾馆。",
      comfort: "住宿在您的酒店。",
      premier: "住宿在您的套房。",
    },
  },
  {
    title: "从石头城前往海滩",
    text: "前往海岸，这里白沙连绵，海水温暖清澈。当天余下的时间完全属于您：喝一杯欢迎鸡尾酒，趁着涨潮下海畅游。",
    stay: {
      value: "晚餐及住宿安排在北部海岸一家海滨酒店的海景房（半食宿）。",
      comfort: "晚餐及住宿安排在一家四星级度假村的临海客房（半食宿）。",
      premier: "晚餐及住宿安排在一座带小型泳池和管家服务的私人别墅（全包式）。",
    },
  },
  {
    title: "姆奈姆巴浮潜",
    text: "上午乘船前往姆奈姆巴环礁的珊瑚礁，与海龟和成群的礁鱼一同浮潜，船上备有新鲜水果。下午自由活动，可以去海滩，也可以在树荫下小睡。",
  },
  {
    title: "双人水疗与私人海滩晚餐",
    text: "两人一起度过一个悠闲的上午，随后在度假村水疗中心享受60分钟的双人按摩。晚上，沙滩上摆好一张灯笼环绕的二人餐桌，伴着涛声享用海鲜晚餐。",
    stay: {
      premier: "晚餐由私人厨师掌勺，并附赠一瓶起泡酒。",
    },
  },
  {
    title: "沙洲野餐",
    text: "乘单桅帆船出海，前往一片只在退潮时露出水面的沙洲，那是碧蓝大海中央的一弯白沙。船员现烤鲜鱼和龙虾作为野餐午餐，下午返航。",
  },
  {
    title: "启程返回",
    text: "从容享用早餐后，前往机场搭乘航班返回内罗毕。",
  },
];

const znzInc = (stay: string) => [
  "内罗毕往返桑给巴尔经济舱机票",
  "岛上私人接送",
  stay,
  "石头城私人徒步导览及香料园之旅",
  "日落单桅帆船巡游",
  "姆奈姆巴浮潜之旅及沙洲野餐",
  "双人按摩及私人海滩晚餐",
];

const santoriniDays: DayZh[] = [
  {
    title: "内罗毕飞往圣托里尼",
    text: "从内罗毕搭乘夜班航班，经海湾地区或欧洲的枢纽机场飞往雅典，再转乘短途航班前往圣托里尼，于下午抵达。司机沿蜿蜒的山路送您到建于火山口悬崖之上的酒店，二位举杯迎接第一个爱琴海日落。",
    stay: {
      value: "入住费拉一间洞穴风格的开放式客房，共享泳池和火山口景观露台，含早餐。",
      comfort: "入住伊梅洛维里一间带私人阳台的火山口景观客房，含早餐。",
      premier: "入住伊亚一间洞穴套房，套房自带面朝火山口的小型泳池，含早餐。",
    },
  },
  {
    title: "伊亚与火山口步道",
    text: "沿着悬崖顶上的步道往来于各村之间，一路经过白色房屋、蓝色圆顶和三角梅，脚下远处便是沉入海中的火山。下午漫步伊亚的小巷，找一个好位置，欣赏这座岛闻名遐迩的日落。",
  },
  {
    title: "双体船畅游火山口海湾",
    text: "登上一艘帆船双体船，环游火山口海湾五个小时：在火山小岛附近温暖的海水中畅游，在红色崖壁下浮潜，并在白沙滩停靠。日落时分，船上为您奉上烧烤晚餐。",
    stay: {
      premier: "您的双体船之旅为私人包船，只属于你们二人。",
    },
  },
  {
    title: "美酒、历史与红沙滩",
    text: "上午参观阿克罗蒂里考古遗址，这座青铜时代的城镇被火山灰完整地封存下来。午餐后，到一家家族酒庄品尝清爽的白葡萄酒，这里的葡萄藤被编成低矮的篮状以抵御海风；最后来到锈红色崖壁下的红沙滩。",
  },
  {
    title: "二人时光",
    text: "自由活动的一天：在酒店放松，骑四轮摩托去南部更清静的海滩，或者干脆在露台上读读书。晚上在火山口边缘的一家餐厅享用双人烛光晚餐。",
  },
  {
    title: "返回内罗毕",
    text: "前往机场，经雅典及中转枢纽搭乘航班返回内罗毕。",
  },
];

const santoriniInc = (stay: string) => [
  "内罗毕经雅典往返圣托里尼的经济舱机票",
  "圣托里尼机场私人接送",
  stay,
  "火山口海湾双体船巡游及烧烤晚餐",
  "阿克罗蒂里导览参观及酒庄品酒",
  "火山口双人烛光晚餐",
];
const SANTORINI_EXCLUSIONS = [...HONEYMOON_EXCLUSIONS, "未列出的午餐和晚餐"];

const honeymoonDetails: PackageDetailsTranslations = {
  "7-day-zanzibar-honeymoon": {
    tiers: {
      value: tier(
        "value",
        zanzibarHoneymoonDays,
        znzInc("石头城住宿含早餐（2晚）及北部海岸半食宿（4晚）"),
        HONEYMOON_EXCLUSIONS,
      ),
      comfort: tier(
        "comfort",
        zanzibarHoneymoonDays,
        znzInc("历史建筑酒店住宿含早餐（2晚）及四星级度假村半食宿（4晚）"),
        HONEYMOON_EXCLUSIONS,
      ),
      premier: tier(
        "premier",
        zanzibarHoneymoonDays,
        [...znzInc("历史建筑酒店套房（2晚）及带私人泳池和管家服务的全包式别墅（4晚）"), "海滩晚餐配私人厨师及起泡酒"],
        HONEYMOON_EXCLUSIONS.filter((e) => e !== HONEYMOON_EXCL.drinks),
      ),
    },
    optional_activities: [],
    terms_and_conditions: HONEYMOON_TERMS,
  },
  "6-day-santorini-honeymoon": {
    tiers: {
      value: tier("value", santoriniDays, santoriniInc("费拉洞穴风格开放式客房住宿，含早餐（4晚）"), SANTORINI_EXCLUSIONS),
      comfort: tier("comfort", santoriniDays, santoriniInc("伊梅洛维里火山口景观客房住宿，含早餐（4晚）"), SANTORINI_EXCLUSIONS),
      premier: tier(
        "premier",
        santoriniDays,
        [...santoriniInc("伊亚带小型泳池的洞穴套房住宿，含早餐（4晚）"), "以私人包船的双体船之旅代替拼船巡游"],
        SANTORINI_EXCLUSIONS,
      ),
    },
    optional_activities: [],
    terms_and_conditions:
      HONEYMOON_TERMS +
      "\n<p>持肯尼亚护照前往希腊须办理申根签证。请至少在出行前六周提交申请；我们会提供预订证明文件及材料清单。每年4月至10月发团。</p>",
  },
};

/* ------------------------------------------------------------------ */
/* Safaris (demo/content/packages/safaris.ts)                           */
/* ------------------------------------------------------------------ */

const SAFARI_TERMS = `<p>确认预订须支付50%的定金；尾款须在出发前30天付清。</p>
<p>出发前30至15天取消，收取套餐价格的50%；14至8天取消收取75%；7天以内取消或未到场收取100%。</p>
<p>公园及保护地门票由有关当局规定，可能随时调整而不另行通知；任何官方涨价均按实际金额转由您承担。</p>
<p>未满18岁的旅客须由父母或监护人陪同出行。我们强烈建议您购买旅行保险。</p>`;

const SAFARI_EXCL = {
  flights: "国际航班及签证费",
  insurance: "旅行及医疗保险",
  tips: "向导及营地员工的小费",
  drinks: "小屋酒店酒吧饮品及高档酒水",
  extras: "未列为包含项目的自选活动",
  personal: "洗衣、电话等个人开支",
};
const SAFARI_EXCLUSIONS = Object.values(SAFARI_EXCL);
/** The luxury tiers include drinks, so the English leaves the bar line out of their exclusions. */
const SAFARI_EXCLUSIONS_DRINKS_INCLUDED = SAFARI_EXCLUSIONS.filter((e) => e !== SAFARI_EXCL.drinks);

const BALLOON_ZH = {
  activity_name: "热气球游猎",
  description: "黎明时分升空，在草原上空静静飞行约一小时，降落后在野外享用香槟早餐，并获颁飞行证书。从营地出发的接送约在凌晨5:00开始。",
};
const MAASAI_VISIT_ZH = {
  activity_name: "马赛村落探访",
  description: "由一位年轻的长老做东，在附近的马赛村落（manyatta）度过一小时：了解马赛人如何搭建家园，一起跳起跳跃舞，看看当地家庭如何在野生动物身旁放牧牛群。",
};
const BUSH_DINNER_ZH = {
  activity_name: "灯笼丛林晚宴",
  description: "在星空下围着篝火享用三道菜晚餐，马赛守卫在旁守望，四周尽是夜晚的声响。至少两人成行。",
};

const SHARED_LC = "拼车乘坐4x4可升顶陆地巡洋舰越野车，每车最多六位客人，人人靠窗";
const CLOSED_LC = "4x4可升顶陆地巡洋舰越野车，每车最多六位客人";
const PRIVATE_LC = "您的团队专享的4x4可升顶陆地巡洋舰越野车";

/**
 * The Mara safaris' inclusions. The English seeds have a Kenya-resident and an international
 * tier at each level, whose lists differ only in the fee rate, the guide's languages and where
 * pick-up is; a translation is keyed by level alone (types.ts), so these lines are worded to hold
 * for both: the fee line names both rates, and pick-up covers hotel, home and airport.
 */
const maraInc = (vehicle: string, board: string) => [
  vehicle,
  "马赛马拉国家保护区门票，按各位旅客适用的费率（肯尼亚公民及居民费率或非居民费率）收取",
  board,
  "由讲英语的专业司机兼向导带领游猎",
  "全程车上提供瓶装饮用水",
  "内罗毕市内接送（酒店、住所或机场）",
  "游猎期间的紧急空中救援保障",
];

const maraCamps = {
  value: "塞克纳尼门附近的经济型帐篷营地",
  comfort: "塔列克河畔的帐篷营地",
  premier: "俯瞰草原的豪华帐篷营地",
};

const maraClassicDays: DayZh[] = [
  {
    title: "内罗毕前往马赛马拉",
    overnight: maraCamps,
    text: "早上7:00，司机兼向导到您在内罗毕的酒店或住所接您，沿陡崖公路向西行驶，途中在一处观景台稍作停留，从这里可以直接俯瞰东非大裂谷的谷底。在纳罗克短暂休息后继续驶向保护区，出发约五到六小时后抵达营地，正好赶上午餐。下午的游猎让您第一次领略起伏的草原：转角牛羚、斑马和大象在此吃草，狮群在巴豆树丛的树荫下休憩。",
    stay: {
      value: "晚餐及住宿安排在塞克纳尼门外几分钟车程的一处经济型营地，帐篷简单整洁，带独立卫浴。",
      comfort: "晚餐及住宿安排在塔列克河畔一处管理完善的帐篷营地，营地有热水淋浴和休息帐篷。",
      premier: "晚餐及住宿安排在一处仅有十余顶帐篷的私密营地，宽敞的豪华帐篷带私人露台，可俯瞰草原。",
    },
  },
  {
    title: "马赛马拉全天游猎",
    overnight: maraCamps,
    text: "早早用过早餐后，带上营地厨房准备的野餐午餐，全天在草原上游猎。向导会驶向马拉河，河马群在水中打滚，巨大的鳄鱼在岸边晒太阳；每年7月至10月，角马群也会在这里聚集渡河。一路上，您可以在开阔的草地上寻找猎豹，在河岸林中搜寻花豹，还可以寻觅这片保护区闻名的鬃毛浓密的雄狮；黄昏公园关闭前返回营地。",
    stay: {
      value: "晚餐及住宿在您的经济型帐篷营地。",
      comfort: "晚餐及住宿在您位于塔列克河畔的帐篷营地。",
      premier: "晚餐前在山脊上享用日落酒会，随后在您的豪华营地用晚餐并住宿。",
    },
  },
  {
    title: "清晨游猎后返回内罗毕",
    text: "天刚亮就出发，此时猛兽最为活跃，草原上的光线也最柔和；之后回营地享用丰盛的早餐并退房。返回内罗毕时沿原路经纳罗克行驶，途中停车午餐，约下午4:00将您送到酒店、住所或机场。我们建议您预订晚上7:00以后起飞的后续航班。",
    stay: {
      premier: "有了专属车辆，清晨游猎完全按您的节奏进行；返程途中还将在一家花园餐厅享用热腾腾的午餐。",
    },
  },
];

const migrationDays: DayZh[] = [
  {
    title: "内罗毕前往马赛马拉",
    text: "早上7:00离开内罗毕，沿陡崖下行进入东非大裂谷，先在观景台停留，再到纳罗克下车舒展筋骨。午餐时分进入保护区；若正值迁徙季，草原上可能早已是黑压压一片角马和斑马。下午的游猎为接下来几天拉开序幕。",
    stay: {
      value: "晚餐及住宿安排在塔列克门附近一处舒适的经济型营地。",
      comfort: "晚餐及住宿安排在靠近中央草原的一处中档帐篷营地。",
      premier: "晚餐及住宿安排在生态系统北部的一处豪华帐篷营地，正位于迁徙兽群经过的区域。",
    },
  },
  {
    title: "马拉河渡河",
    text: "今天专为马拉河而留。带上午餐盒驶向马拉河沿岸的渡河点，向导会把车停在保持适当距离的位置，静待兽群在河岸上越聚越多。渡河可能几分钟内就开始，也可能要等上好几个小时，耐心本身就是这段体验的一部分；一旦开始，成千上万头动物纵身跃入水中，喧嚣、尘土与惊险的场面令人永生难忘。鳄鱼、秃鹫和伺机而动的狮子，让这幅画面更加完整。",
    stay: {
      value: "黄昏时返回营地用晚餐并住宿。",
      comfort: "黄昏时返回营地用晚餐并住宿。",
      premier: "返回营地后先冲个热水澡，在篝火旁小酌一杯，再享用私人晚餐。",
    },
  },
  {
    title: "草原上的大型猫科动物",
    text: "兽群到来，猛兽也随之而至。上午在短草原上追踪猎豹，在干河床一带搜寻花豹，然后回营地午餐，避开一天中最热的时段休息。傍晚再次出发，此时狮子开始活动，金色的光线也正适合拍照。",
    stay: {
      value: "晚餐及住宿在您的营地。",
      comfort: "晚餐及住宿在您的营地。",
      premier: "今天清晨的游猎提早出发，让您赶在其他车辆之前上路；晚餐及住宿在您的豪华营地。",
    },
  },
  {
    title: "日出游猎与马赛文化",
    text: "日出时分的游猎让您领略草原最宁静的一面，之后回营地从容地享用一顿迟来的早餐。下午可选择拜访马赛人家园，了解这里的家庭世世代代如何与野生动物共享这片土地，随后进行最后一次傍晚游猎，并享用日落酒会。",
    stay: {
      value: "晚餐及住宿在您的营地。",
      comfort: "晚餐及住宿在您的营地。",
      premier: "今晚的马赛村落探访和灯笼丛林晚宴已包含在您的套餐中；住宿在您的豪华营地。",
    },
  },
  {
    title: "返回内罗毕",
    text: "早餐后离开保护区，出园途中进行最后一次游猎。沿原路经纳罗克返回，下午抵达内罗毕，送您到酒店或机场。",
    stay: {
      premier: "您无需乘车返回，而是前往最近的简易机场，搭乘定期小型飞机航班飞往内罗毕威尔逊机场，午餐前即可抵达。",
    },
  },
];

const safariDetails: PackageDetailsTranslations = {
  "3-day-maasai-mara-classic-safari": {
    tiers: {
      value: tier("value", maraClassicDays, maraInc(SHARED_LC, "经济型帐篷营地全食宿（2晚）"), SAFARI_EXCLUSIONS),
      comfort: tier("comfort", maraClassicDays, maraInc(CLOSED_LC, "塔列克河畔中档帐篷营地全食宿（2晚）"), SAFARI_EXCLUSIONS),
      premier: tier(
        "premier",
        maraClassicDays,
        [...maraInc(PRIVATE_LC, "豪华帐篷营地全食宿，含营地常规酒水（2晚）"), "第2天的日落酒会"],
        SAFARI_EXCLUSIONS_DRINKS_INCLUDED,
      ),
    },
    optional_activities: [BALLOON_ZH, MAASAI_VISIT_ZH, BUSH_DINNER_ZH],
    terms_and_conditions: SAFARI_TERMS,
  },
  "5-day-great-migration-safari-maasai-mara": {
    tiers: {
      value: tier("value", migrationDays, maraInc(SHARED_LC, "经济型营地全食宿（4晚）"), SAFARI_EXCLUSIONS),
      comfort: tier("comfort", migrationDays, maraInc(CLOSED_LC, "中档帐篷营地全食宿（4晚）"), SAFARI_EXCLUSIONS),
      premier: tier(
        "premier",
        migrationDays,
        [
          ...maraInc(PRIVATE_LC, "豪华帐篷营地全包式住宿（4晚）"),
          "马赛村落探访及丛林晚宴",
          "第5天从马拉乘定期航班飞往威尔逊机场",
        ],
        SAFARI_EXCLUSIONS_DRINKS_INCLUDED,
      ),
    },
    optional_activities: [BALLOON_ZH, MAASAI_VISIT_ZH],
    terms_and_conditions: SAFARI_TERMS,
  },
};

/* ------------------------------------------------------------------ */
/* Holidays (demo/content/packages/vacations.ts)                        */
/* ------------------------------------------------------------------ */

const HOLIDAY_TERMS = `<p>支付50%的定金即可确认预订；尾款须在出发前30天付清。</p>
<p>取消费用：出发前30至15天取消收取套餐价格的50%，14至8天收取75%，7天以内取消或未到场收取100%。机票一经出票，即按航空公司的票价规则处理。</p>
<p>酒店价格以两人同住为准；单人出行须支付单人房差价，具体金额可另行询价。</p>`;

const BEACH_EXCL = {
  insurance: "旅行保险",
  drinks: "餐食套餐以外的酒水饮料",
  extras: "自选短途游及水上运动",
  tips: "司机、向导及酒店员工的小费",
  personal: "洗衣、水疗等个人开支",
};
const BEACH_EXCLUSIONS = Object.values(BEACH_EXCL);

const dianiDays: DayZh[] = [
  {
    title: "内罗毕前往迪亚尼海滩",
    text: "假期从内罗毕前往南部海岸的旅程开始。在海滨酒店办理入住后，当天余下的时间可以在温暖的印度洋里畅游，退潮时，珊瑚礁让泻湖风平浪静。",
    stay: {
      value: "您乘坐上午从内罗毕总站发车的特快列车前往蒙巴萨，约六小时的旅程穿越察沃一带，随后由我们的司机送您前往迪亚尼，车程约一个半小时；晚餐及住宿安排在一家三星级海滨酒店。",
      comfort: "您从内罗毕飞往乌昆达机场，航程约一小时，落地十五分钟后即可抵达酒店；晚餐及住宿安排在一家四星级度假村，长长的泳池正对海滩。",
      premier: "您从内罗毕飞往乌昆达机场，由私人司机接机；晚餐及住宿安排在一家仅有二十间客房的全包式精品度假村的花园套房。",
    },
  },
  {
    title: "海滩时光与疣猴徒步",
    text: "上午在海滩自由活动，退潮后的潮池里满是海星和小鱼。下午参加一处灵长类保护中心的导览徒步：这里守护着海岸森林中珍稀的安哥拉疣猴，还架起绳索桥，帮助它们安全穿越车来车往的海滨公路。",
    stay: {
      value: "晚餐及住宿在您的酒店。",
      comfort: "晚餐及住宿在您的度假村。",
      premier: "今天包含一次在度假村水疗中心的情侣或家庭按摩；晚餐及住宿在您的度假村。",
    },
  },
  {
    title: "海洋公园一日游或自由活动",
    text: "今天可以按自己的节奏享受海岸时光，也可以参加从希莫尼出发的全天单桅帆船之旅，前往基西特-姆蓬古蒂海洋公园，在珊瑚上方与鹦嘴鱼和海龟一同浮潜，还常常能看到海豚。每年12月至3月和6月至9月信风吹起时，风筝冲浪爱好者便会聚集在海滩上。",
    stay: {
      value: "晚餐及住宿在您的酒店。",
      comfort: "晚餐及住宿在您的度假村。",
      premier: "您的套餐已包含基西特-姆蓬古蒂单桅帆船之旅及瓦西尼岛海鲜午餐；晚餐及住宿在您的度假村。",
    },
  },
  {
    title: "辛巴山之旅",
    text: "向内陆驱车半小时即可抵达辛巴山，这是一片凉爽的森林高原，也是肯尼亚唯一能看到黑马羚的地方。向导带领的森林徒步一路下行至一处瀑布，您可以在那里消消暑；天气晴朗时，视野越过沿海平原，一直延伸到大海。",
    stay: {
      value: "这项游览可少量补差价加订，否则当天自由活动。晚餐及住宿在您的酒店。",
      comfort: "已包含半日游及公园门票；晚餐及住宿在您的度假村。",
      premier: "游览为私人专享，并在观景点享用野餐午餐；晚上在海滩用晚餐，住宿在您的度假村。",
    },
  },
  {
    title: "返回内罗毕",
    text: "享用最后一顿早餐，上午再去游一次泳，然后退房返回内罗毕。",
    stay: {
      value: "前往蒙巴萨搭乘下午的列车，晚上抵达内罗毕。",
      comfort: "前往乌昆达机场搭乘航班返回内罗毕。",
      premier: "私人专车送您前往乌昆达机场搭乘航班返回内罗毕，并可延迟退房至出发前。",
    },
  },
];

/**
 * The Diani holiday's international tiers exclude one line more than its Kenya-resident tiers
 * (international flights and visa, last); a translation is keyed by level alone (types.ts), so
 * each level carries the international list, whose first five lines are the resident list.
 */
const DIANI_EXCLUSIONS = [...BEACH_EXCLUSIONS, "国际航班及签证"];
const DIANI_PREMIER_EXCLUSIONS = DIANI_EXCLUSIONS.filter((e) => e !== BEACH_EXCL.drinks);

const holidayDetails: PackageDetailsTranslations = {
  "5-day-diani-beach-holiday": {
    tiers: {
      value: tier(
        "value",
        dianiDays,
        [
          "内罗毕往返蒙巴萨的特快列车经济座车票",
          "蒙巴萨往返迪亚尼的陆路接送",
          "三星级海滨酒店半食宿（4晚）",
          "疣猴保护导览徒步",
          "接送途中的瓶装水",
        ],
        DIANI_EXCLUSIONS,
      ),
      comfort: tier(
        "comfort",
        dianiDays,
        [
          "内罗毕往返乌昆达的经济舱机票",
          "迪亚尼机场接送",
          "四星级海滨度假村半食宿（4晚）",
          "疣猴保护导览徒步",
          "辛巴山半日游，含公园门票",
        ],
        DIANI_EXCLUSIONS,
      ),
      premier: tier(
        "premier",
        dianiDays,
        [
          "内罗毕往返乌昆达的经济舱机票",
          "迪亚尼机场私人接送",
          "精品度假村花园套房全包式住宿（4晚）",
          "第2天的水疗按摩",
          "基西特-姆蓬古蒂单桅帆船之旅，含浮潜及海鲜午餐",
          "辛巴山私人游览，含野餐午餐及海滩晚餐",
        ],
        DIANI_PREMIER_EXCLUSIONS,
      ),
    },
    optional_activities: [
      {
        activity_name: "基西特-姆蓬古蒂单桅帆船浮潜",
        description: "从希莫尼乘单桅帆船出发的全天行程，含海洋公园门票、浮潜装备和观赏海豚，并在瓦西尼岛享用斯瓦希里海鲜午餐。",
      },
      {
        activity_name: "风筝冲浪体验课",
        description: "由持证教练在海滩和浅水区授课两小时，含全部装备。视季节和风况而定。",
      },
    ],
    terms_and_conditions: HOLIDAY_TERMS + "\n<p>超值档于5月至7月中旬出行（公共假日除外）可节省15%。</p>",
  },
  "4-day-lamu-old-town-escape": {
    tiers: {
      single: tier(
        "single",
        [
          {
            title: "内罗毕前往拉穆古城",
            text: "从内罗毕飞往曼达岛简易机场，航程不到两小时，再乘快艇渡过海峡抵达拉穆。这里是东非有人居住历史最悠久、从未中断的斯瓦希里城镇，也是世界遗产地；狭窄的小巷里，毛驴和手推车是仅有的交通工具。傍晚，当地导游带您走过古堡、清真寺，以及让这座小城闻名的雕花木门。晚餐及住宿安排在一座带屋顶露台、经过修复的斯瓦希里老宅。",
          },
          {
            title: "谢拉村与日落单桅帆船",
            text: "沿着海滨步行或乘船前往谢拉，这座宁静的村庄是一片长达12公里的海滩的起点，海滩背后是高高的沙丘。游游泳，登上沙丘远眺，再到海边的咖啡馆吃午餐。傍晚登上单桅帆船，在海峡中迎着落日航行，品尝鲜榨果汁和小食，宣礼声从水面上悠悠飘过。晚餐及住宿在您的老宅。",
          },
          {
            title: "塔夸遗址与马通多尼造船匠",
            text: "上午乘船穿过红树林前往曼达岛，探访塔夸遗址，这座斯瓦希里城镇在17世纪被遗弃，导游会为您讲解清真寺和柱墓。下午前往马通多尼村，看工匠们沿用世代相传的技艺，手工打造单桅帆船。晚餐及住宿在您的老宅。",
          },
          {
            title: "返回内罗毕",
            text: "上午可以参观拉穆博物馆，或在市场上挑选雕花木箱和银饰，之后返回曼达岛，搭乘下午的航班飞回内罗毕。",
          },
        ],
        [
          "内罗毕往返曼达岛的经济舱机票",
          "曼达岛机场与拉穆之间的乘船接送",
          "修复的斯瓦希里老宅半食宿（3晚）",
          "拉穆古城导览徒步",
          "日落单桅帆船巡游",
          "塔夸遗址及马通多尼村乘船游览，含门票",
        ],
        BEACH_EXCLUSIONS,
      ),
    },
    optional_activities: [
      {
        activity_name: "斯瓦希里烹饪课",
        description: "在一户拉穆人家的厨房里，与主人一起烹制椰汁咖喱鱼、香料饭（pilau）和恰巴提薄饼，然后围坐共享这顿美餐。",
      },
      {
        activity_name: "曼达托托岛浮潜之旅",
        description: "乘单桅帆船前往曼达托托岛珊瑚礁的全天行程，途中可以垂钓，并在海滩上享用烤鱼午餐。",
      },
    ],
    terms_and_conditions: HOLIDAY_TERMS + "\n<p>拉穆是一座民风保守的穆斯林小城：离开海滩时请着装得体，遮盖肩膀和膝盖。</p>",
  },
};

export const packageDetailsZh: PackageDetailsTranslations = {
  ...airDetails,
  ...pilgrimageDetails,
  ...conferenceDetails,
  ...honeymoonDetails,
  ...safariDetails,
  ...holidayDetails,
};
