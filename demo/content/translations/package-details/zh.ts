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
      value: "您乘坐上午中段起飞的定期拼座航班；晚餐及住宿安排在一处舒适的帐篷营地。",
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

export const packageDetailsZh: PackageDetailsTranslations = {
  ...airDetails,
};
