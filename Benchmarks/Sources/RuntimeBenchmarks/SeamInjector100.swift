// One of the 100-member injectors of the "new injector plus 100 first reads" benchmark,
// written out member by member: a loop over key paths would measure key paths instead.
import Seam

/// The same members through Seam's shared cells.
final class SeamInjector100: Injectable100 {
    private let cell0 = Shared<any Routable>()
    private let cell1 = Shared<any Routable>()
    private let cell2 = Shared<any Routable>()
    private let cell3 = Shared<any Routable>()
    private let cell4 = Shared<any Routable>()
    private let cell5 = Shared<any Routable>()
    private let cell6 = Shared<any Routable>()
    private let cell7 = Shared<any Routable>()
    private let cell8 = Shared<any Routable>()
    private let cell9 = Shared<any Routable>()
    private let cell10 = Shared<any Routable>()
    private let cell11 = Shared<any Routable>()
    private let cell12 = Shared<any Routable>()
    private let cell13 = Shared<any Routable>()
    private let cell14 = Shared<any Routable>()
    private let cell15 = Shared<any Routable>()
    private let cell16 = Shared<any Routable>()
    private let cell17 = Shared<any Routable>()
    private let cell18 = Shared<any Routable>()
    private let cell19 = Shared<any Routable>()
    private let cell20 = Shared<any Routable>()
    private let cell21 = Shared<any Routable>()
    private let cell22 = Shared<any Routable>()
    private let cell23 = Shared<any Routable>()
    private let cell24 = Shared<any Routable>()
    private let cell25 = Shared<any Routable>()
    private let cell26 = Shared<any Routable>()
    private let cell27 = Shared<any Routable>()
    private let cell28 = Shared<any Routable>()
    private let cell29 = Shared<any Routable>()
    private let cell30 = Shared<any Routable>()
    private let cell31 = Shared<any Routable>()
    private let cell32 = Shared<any Routable>()
    private let cell33 = Shared<any Routable>()
    private let cell34 = Shared<any Routable>()
    private let cell35 = Shared<any Routable>()
    private let cell36 = Shared<any Routable>()
    private let cell37 = Shared<any Routable>()
    private let cell38 = Shared<any Routable>()
    private let cell39 = Shared<any Routable>()
    private let cell40 = Shared<any Routable>()
    private let cell41 = Shared<any Routable>()
    private let cell42 = Shared<any Routable>()
    private let cell43 = Shared<any Routable>()
    private let cell44 = Shared<any Routable>()
    private let cell45 = Shared<any Routable>()
    private let cell46 = Shared<any Routable>()
    private let cell47 = Shared<any Routable>()
    private let cell48 = Shared<any Routable>()
    private let cell49 = Shared<any Routable>()
    private let cell50 = Shared<any Routable>()
    private let cell51 = Shared<any Routable>()
    private let cell52 = Shared<any Routable>()
    private let cell53 = Shared<any Routable>()
    private let cell54 = Shared<any Routable>()
    private let cell55 = Shared<any Routable>()
    private let cell56 = Shared<any Routable>()
    private let cell57 = Shared<any Routable>()
    private let cell58 = Shared<any Routable>()
    private let cell59 = Shared<any Routable>()
    private let cell60 = Shared<any Routable>()
    private let cell61 = Shared<any Routable>()
    private let cell62 = Shared<any Routable>()
    private let cell63 = Shared<any Routable>()
    private let cell64 = Shared<any Routable>()
    private let cell65 = Shared<any Routable>()
    private let cell66 = Shared<any Routable>()
    private let cell67 = Shared<any Routable>()
    private let cell68 = Shared<any Routable>()
    private let cell69 = Shared<any Routable>()
    private let cell70 = Shared<any Routable>()
    private let cell71 = Shared<any Routable>()
    private let cell72 = Shared<any Routable>()
    private let cell73 = Shared<any Routable>()
    private let cell74 = Shared<any Routable>()
    private let cell75 = Shared<any Routable>()
    private let cell76 = Shared<any Routable>()
    private let cell77 = Shared<any Routable>()
    private let cell78 = Shared<any Routable>()
    private let cell79 = Shared<any Routable>()
    private let cell80 = Shared<any Routable>()
    private let cell81 = Shared<any Routable>()
    private let cell82 = Shared<any Routable>()
    private let cell83 = Shared<any Routable>()
    private let cell84 = Shared<any Routable>()
    private let cell85 = Shared<any Routable>()
    private let cell86 = Shared<any Routable>()
    private let cell87 = Shared<any Routable>()
    private let cell88 = Shared<any Routable>()
    private let cell89 = Shared<any Routable>()
    private let cell90 = Shared<any Routable>()
    private let cell91 = Shared<any Routable>()
    private let cell92 = Shared<any Routable>()
    private let cell93 = Shared<any Routable>()
    private let cell94 = Shared<any Routable>()
    private let cell95 = Shared<any Routable>()
    private let cell96 = Shared<any Routable>()
    private let cell97 = Shared<any Routable>()
    private let cell98 = Shared<any Routable>()
    private let cell99 = Shared<any Routable>()

    var member0: any Routable { cell0(self) { Router() } }
    var member1: any Routable { cell1(self) { Router() } }
    var member2: any Routable { cell2(self) { Router() } }
    var member3: any Routable { cell3(self) { Router() } }
    var member4: any Routable { cell4(self) { Router() } }
    var member5: any Routable { cell5(self) { Router() } }
    var member6: any Routable { cell6(self) { Router() } }
    var member7: any Routable { cell7(self) { Router() } }
    var member8: any Routable { cell8(self) { Router() } }
    var member9: any Routable { cell9(self) { Router() } }
    var member10: any Routable { cell10(self) { Router() } }
    var member11: any Routable { cell11(self) { Router() } }
    var member12: any Routable { cell12(self) { Router() } }
    var member13: any Routable { cell13(self) { Router() } }
    var member14: any Routable { cell14(self) { Router() } }
    var member15: any Routable { cell15(self) { Router() } }
    var member16: any Routable { cell16(self) { Router() } }
    var member17: any Routable { cell17(self) { Router() } }
    var member18: any Routable { cell18(self) { Router() } }
    var member19: any Routable { cell19(self) { Router() } }
    var member20: any Routable { cell20(self) { Router() } }
    var member21: any Routable { cell21(self) { Router() } }
    var member22: any Routable { cell22(self) { Router() } }
    var member23: any Routable { cell23(self) { Router() } }
    var member24: any Routable { cell24(self) { Router() } }
    var member25: any Routable { cell25(self) { Router() } }
    var member26: any Routable { cell26(self) { Router() } }
    var member27: any Routable { cell27(self) { Router() } }
    var member28: any Routable { cell28(self) { Router() } }
    var member29: any Routable { cell29(self) { Router() } }
    var member30: any Routable { cell30(self) { Router() } }
    var member31: any Routable { cell31(self) { Router() } }
    var member32: any Routable { cell32(self) { Router() } }
    var member33: any Routable { cell33(self) { Router() } }
    var member34: any Routable { cell34(self) { Router() } }
    var member35: any Routable { cell35(self) { Router() } }
    var member36: any Routable { cell36(self) { Router() } }
    var member37: any Routable { cell37(self) { Router() } }
    var member38: any Routable { cell38(self) { Router() } }
    var member39: any Routable { cell39(self) { Router() } }
    var member40: any Routable { cell40(self) { Router() } }
    var member41: any Routable { cell41(self) { Router() } }
    var member42: any Routable { cell42(self) { Router() } }
    var member43: any Routable { cell43(self) { Router() } }
    var member44: any Routable { cell44(self) { Router() } }
    var member45: any Routable { cell45(self) { Router() } }
    var member46: any Routable { cell46(self) { Router() } }
    var member47: any Routable { cell47(self) { Router() } }
    var member48: any Routable { cell48(self) { Router() } }
    var member49: any Routable { cell49(self) { Router() } }
    var member50: any Routable { cell50(self) { Router() } }
    var member51: any Routable { cell51(self) { Router() } }
    var member52: any Routable { cell52(self) { Router() } }
    var member53: any Routable { cell53(self) { Router() } }
    var member54: any Routable { cell54(self) { Router() } }
    var member55: any Routable { cell55(self) { Router() } }
    var member56: any Routable { cell56(self) { Router() } }
    var member57: any Routable { cell57(self) { Router() } }
    var member58: any Routable { cell58(self) { Router() } }
    var member59: any Routable { cell59(self) { Router() } }
    var member60: any Routable { cell60(self) { Router() } }
    var member61: any Routable { cell61(self) { Router() } }
    var member62: any Routable { cell62(self) { Router() } }
    var member63: any Routable { cell63(self) { Router() } }
    var member64: any Routable { cell64(self) { Router() } }
    var member65: any Routable { cell65(self) { Router() } }
    var member66: any Routable { cell66(self) { Router() } }
    var member67: any Routable { cell67(self) { Router() } }
    var member68: any Routable { cell68(self) { Router() } }
    var member69: any Routable { cell69(self) { Router() } }
    var member70: any Routable { cell70(self) { Router() } }
    var member71: any Routable { cell71(self) { Router() } }
    var member72: any Routable { cell72(self) { Router() } }
    var member73: any Routable { cell73(self) { Router() } }
    var member74: any Routable { cell74(self) { Router() } }
    var member75: any Routable { cell75(self) { Router() } }
    var member76: any Routable { cell76(self) { Router() } }
    var member77: any Routable { cell77(self) { Router() } }
    var member78: any Routable { cell78(self) { Router() } }
    var member79: any Routable { cell79(self) { Router() } }
    var member80: any Routable { cell80(self) { Router() } }
    var member81: any Routable { cell81(self) { Router() } }
    var member82: any Routable { cell82(self) { Router() } }
    var member83: any Routable { cell83(self) { Router() } }
    var member84: any Routable { cell84(self) { Router() } }
    var member85: any Routable { cell85(self) { Router() } }
    var member86: any Routable { cell86(self) { Router() } }
    var member87: any Routable { cell87(self) { Router() } }
    var member88: any Routable { cell88(self) { Router() } }
    var member89: any Routable { cell89(self) { Router() } }
    var member90: any Routable { cell90(self) { Router() } }
    var member91: any Routable { cell91(self) { Router() } }
    var member92: any Routable { cell92(self) { Router() } }
    var member93: any Routable { cell93(self) { Router() } }
    var member94: any Routable { cell94(self) { Router() } }
    var member95: any Routable { cell95(self) { Router() } }
    var member96: any Routable { cell96(self) { Router() } }
    var member97: any Routable { cell97(self) { Router() } }
    var member98: any Routable { cell98(self) { Router() } }
    var member99: any Routable { cell99(self) { Router() } }
}
