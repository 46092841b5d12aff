// The 100-member injectors: the same shape, written out member by member, for the
// "new injector plus 100 first reads" benchmark. Kept in one file on purpose.
import Seam
import Swinject

/// An app's list of 100 dependencies.
protocol Injectable100: AnyObject {
    var member0: any Routable { get }
    var member1: any Routable { get }
    var member2: any Routable { get }
    var member3: any Routable { get }
    var member4: any Routable { get }
    var member5: any Routable { get }
    var member6: any Routable { get }
    var member7: any Routable { get }
    var member8: any Routable { get }
    var member9: any Routable { get }
    var member10: any Routable { get }
    var member11: any Routable { get }
    var member12: any Routable { get }
    var member13: any Routable { get }
    var member14: any Routable { get }
    var member15: any Routable { get }
    var member16: any Routable { get }
    var member17: any Routable { get }
    var member18: any Routable { get }
    var member19: any Routable { get }
    var member20: any Routable { get }
    var member21: any Routable { get }
    var member22: any Routable { get }
    var member23: any Routable { get }
    var member24: any Routable { get }
    var member25: any Routable { get }
    var member26: any Routable { get }
    var member27: any Routable { get }
    var member28: any Routable { get }
    var member29: any Routable { get }
    var member30: any Routable { get }
    var member31: any Routable { get }
    var member32: any Routable { get }
    var member33: any Routable { get }
    var member34: any Routable { get }
    var member35: any Routable { get }
    var member36: any Routable { get }
    var member37: any Routable { get }
    var member38: any Routable { get }
    var member39: any Routable { get }
    var member40: any Routable { get }
    var member41: any Routable { get }
    var member42: any Routable { get }
    var member43: any Routable { get }
    var member44: any Routable { get }
    var member45: any Routable { get }
    var member46: any Routable { get }
    var member47: any Routable { get }
    var member48: any Routable { get }
    var member49: any Routable { get }
    var member50: any Routable { get }
    var member51: any Routable { get }
    var member52: any Routable { get }
    var member53: any Routable { get }
    var member54: any Routable { get }
    var member55: any Routable { get }
    var member56: any Routable { get }
    var member57: any Routable { get }
    var member58: any Routable { get }
    var member59: any Routable { get }
    var member60: any Routable { get }
    var member61: any Routable { get }
    var member62: any Routable { get }
    var member63: any Routable { get }
    var member64: any Routable { get }
    var member65: any Routable { get }
    var member66: any Routable { get }
    var member67: any Routable { get }
    var member68: any Routable { get }
    var member69: any Routable { get }
    var member70: any Routable { get }
    var member71: any Routable { get }
    var member72: any Routable { get }
    var member73: any Routable { get }
    var member74: any Routable { get }
    var member75: any Routable { get }
    var member76: any Routable { get }
    var member77: any Routable { get }
    var member78: any Routable { get }
    var member79: any Routable { get }
    var member80: any Routable { get }
    var member81: any Routable { get }
    var member82: any Routable { get }
    var member83: any Routable { get }
    var member84: any Routable { get }
    var member85: any Routable { get }
    var member86: any Routable { get }
    var member87: any Routable { get }
    var member88: any Routable { get }
    var member89: any Routable { get }
    var member90: any Routable { get }
    var member91: any Routable { get }
    var member92: any Routable { get }
    var member93: any Routable { get }
    var member94: any Routable { get }
    var member95: any Routable { get }
    var member96: any Routable { get }
    var member97: any Routable { get }
    var member98: any Routable { get }
    var member99: any Routable { get }
    /// Reads every member once.
    func readAll() -> Int
}

extension Injectable100 {
    func readAll() -> Int {
        var count = 0
        count &+= take(member0)
        count &+= take(member1)
        count &+= take(member2)
        count &+= take(member3)
        count &+= take(member4)
        count &+= take(member5)
        count &+= take(member6)
        count &+= take(member7)
        count &+= take(member8)
        count &+= take(member9)
        count &+= take(member10)
        count &+= take(member11)
        count &+= take(member12)
        count &+= take(member13)
        count &+= take(member14)
        count &+= take(member15)
        count &+= take(member16)
        count &+= take(member17)
        count &+= take(member18)
        count &+= take(member19)
        count &+= take(member20)
        count &+= take(member21)
        count &+= take(member22)
        count &+= take(member23)
        count &+= take(member24)
        count &+= take(member25)
        count &+= take(member26)
        count &+= take(member27)
        count &+= take(member28)
        count &+= take(member29)
        count &+= take(member30)
        count &+= take(member31)
        count &+= take(member32)
        count &+= take(member33)
        count &+= take(member34)
        count &+= take(member35)
        count &+= take(member36)
        count &+= take(member37)
        count &+= take(member38)
        count &+= take(member39)
        count &+= take(member40)
        count &+= take(member41)
        count &+= take(member42)
        count &+= take(member43)
        count &+= take(member44)
        count &+= take(member45)
        count &+= take(member46)
        count &+= take(member47)
        count &+= take(member48)
        count &+= take(member49)
        count &+= take(member50)
        count &+= take(member51)
        count &+= take(member52)
        count &+= take(member53)
        count &+= take(member54)
        count &+= take(member55)
        count &+= take(member56)
        count &+= take(member57)
        count &+= take(member58)
        count &+= take(member59)
        count &+= take(member60)
        count &+= take(member61)
        count &+= take(member62)
        count &+= take(member63)
        count &+= take(member64)
        count &+= take(member65)
        count &+= take(member66)
        count &+= take(member67)
        count &+= take(member68)
        count &+= take(member69)
        count &+= take(member70)
        count &+= take(member71)
        count &+= take(member72)
        count &+= take(member73)
        count &+= take(member74)
        count &+= take(member75)
        count &+= take(member76)
        count &+= take(member77)
        count &+= take(member78)
        count &+= take(member79)
        count &+= take(member80)
        count &+= take(member81)
        count &+= take(member82)
        count &+= take(member83)
        count &+= take(member84)
        count &+= take(member85)
        count &+= take(member86)
        count &+= take(member87)
        count &+= take(member88)
        count &+= take(member89)
        count &+= take(member90)
        count &+= take(member91)
        count &+= take(member92)
        count &+= take(member93)
        count &+= take(member94)
        count &+= take(member95)
        count &+= take(member96)
        count &+= take(member97)
        count &+= take(member98)
        count &+= take(member99)
        return count
    }
}

/// The floor: plain `lazy var`s.
final class LazyInjector100: Injectable100 {
    lazy var member0: any Routable = Router()
    lazy var member1: any Routable = Router()
    lazy var member2: any Routable = Router()
    lazy var member3: any Routable = Router()
    lazy var member4: any Routable = Router()
    lazy var member5: any Routable = Router()
    lazy var member6: any Routable = Router()
    lazy var member7: any Routable = Router()
    lazy var member8: any Routable = Router()
    lazy var member9: any Routable = Router()
    lazy var member10: any Routable = Router()
    lazy var member11: any Routable = Router()
    lazy var member12: any Routable = Router()
    lazy var member13: any Routable = Router()
    lazy var member14: any Routable = Router()
    lazy var member15: any Routable = Router()
    lazy var member16: any Routable = Router()
    lazy var member17: any Routable = Router()
    lazy var member18: any Routable = Router()
    lazy var member19: any Routable = Router()
    lazy var member20: any Routable = Router()
    lazy var member21: any Routable = Router()
    lazy var member22: any Routable = Router()
    lazy var member23: any Routable = Router()
    lazy var member24: any Routable = Router()
    lazy var member25: any Routable = Router()
    lazy var member26: any Routable = Router()
    lazy var member27: any Routable = Router()
    lazy var member28: any Routable = Router()
    lazy var member29: any Routable = Router()
    lazy var member30: any Routable = Router()
    lazy var member31: any Routable = Router()
    lazy var member32: any Routable = Router()
    lazy var member33: any Routable = Router()
    lazy var member34: any Routable = Router()
    lazy var member35: any Routable = Router()
    lazy var member36: any Routable = Router()
    lazy var member37: any Routable = Router()
    lazy var member38: any Routable = Router()
    lazy var member39: any Routable = Router()
    lazy var member40: any Routable = Router()
    lazy var member41: any Routable = Router()
    lazy var member42: any Routable = Router()
    lazy var member43: any Routable = Router()
    lazy var member44: any Routable = Router()
    lazy var member45: any Routable = Router()
    lazy var member46: any Routable = Router()
    lazy var member47: any Routable = Router()
    lazy var member48: any Routable = Router()
    lazy var member49: any Routable = Router()
    lazy var member50: any Routable = Router()
    lazy var member51: any Routable = Router()
    lazy var member52: any Routable = Router()
    lazy var member53: any Routable = Router()
    lazy var member54: any Routable = Router()
    lazy var member55: any Routable = Router()
    lazy var member56: any Routable = Router()
    lazy var member57: any Routable = Router()
    lazy var member58: any Routable = Router()
    lazy var member59: any Routable = Router()
    lazy var member60: any Routable = Router()
    lazy var member61: any Routable = Router()
    lazy var member62: any Routable = Router()
    lazy var member63: any Routable = Router()
    lazy var member64: any Routable = Router()
    lazy var member65: any Routable = Router()
    lazy var member66: any Routable = Router()
    lazy var member67: any Routable = Router()
    lazy var member68: any Routable = Router()
    lazy var member69: any Routable = Router()
    lazy var member70: any Routable = Router()
    lazy var member71: any Routable = Router()
    lazy var member72: any Routable = Router()
    lazy var member73: any Routable = Router()
    lazy var member74: any Routable = Router()
    lazy var member75: any Routable = Router()
    lazy var member76: any Routable = Router()
    lazy var member77: any Routable = Router()
    lazy var member78: any Routable = Router()
    lazy var member79: any Routable = Router()
    lazy var member80: any Routable = Router()
    lazy var member81: any Routable = Router()
    lazy var member82: any Routable = Router()
    lazy var member83: any Routable = Router()
    lazy var member84: any Routable = Router()
    lazy var member85: any Routable = Router()
    lazy var member86: any Routable = Router()
    lazy var member87: any Routable = Router()
    lazy var member88: any Routable = Router()
    lazy var member89: any Routable = Router()
    lazy var member90: any Routable = Router()
    lazy var member91: any Routable = Router()
    lazy var member92: any Routable = Router()
    lazy var member93: any Routable = Router()
    lazy var member94: any Routable = Router()
    lazy var member95: any Routable = Router()
    lazy var member96: any Routable = Router()
    lazy var member97: any Routable = Router()
    lazy var member98: any Routable = Router()
    lazy var member99: any Routable = Router()
}

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

/// The same members registered in a new Swinject container, one name each.
final class SwinjectInjector100: Injectable100 {
    private let container = Container()

    init() {
        for index in 0..<100 {
            container.register((any Routable).self, name: names[index]) { _ in Router() }
                .inObjectScope(.container)
        }
    }

    var member0: any Routable { container.resolve((any Routable).self, name: names[0])! }
    var member1: any Routable { container.resolve((any Routable).self, name: names[1])! }
    var member2: any Routable { container.resolve((any Routable).self, name: names[2])! }
    var member3: any Routable { container.resolve((any Routable).self, name: names[3])! }
    var member4: any Routable { container.resolve((any Routable).self, name: names[4])! }
    var member5: any Routable { container.resolve((any Routable).self, name: names[5])! }
    var member6: any Routable { container.resolve((any Routable).self, name: names[6])! }
    var member7: any Routable { container.resolve((any Routable).self, name: names[7])! }
    var member8: any Routable { container.resolve((any Routable).self, name: names[8])! }
    var member9: any Routable { container.resolve((any Routable).self, name: names[9])! }
    var member10: any Routable { container.resolve((any Routable).self, name: names[10])! }
    var member11: any Routable { container.resolve((any Routable).self, name: names[11])! }
    var member12: any Routable { container.resolve((any Routable).self, name: names[12])! }
    var member13: any Routable { container.resolve((any Routable).self, name: names[13])! }
    var member14: any Routable { container.resolve((any Routable).self, name: names[14])! }
    var member15: any Routable { container.resolve((any Routable).self, name: names[15])! }
    var member16: any Routable { container.resolve((any Routable).self, name: names[16])! }
    var member17: any Routable { container.resolve((any Routable).self, name: names[17])! }
    var member18: any Routable { container.resolve((any Routable).self, name: names[18])! }
    var member19: any Routable { container.resolve((any Routable).self, name: names[19])! }
    var member20: any Routable { container.resolve((any Routable).self, name: names[20])! }
    var member21: any Routable { container.resolve((any Routable).self, name: names[21])! }
    var member22: any Routable { container.resolve((any Routable).self, name: names[22])! }
    var member23: any Routable { container.resolve((any Routable).self, name: names[23])! }
    var member24: any Routable { container.resolve((any Routable).self, name: names[24])! }
    var member25: any Routable { container.resolve((any Routable).self, name: names[25])! }
    var member26: any Routable { container.resolve((any Routable).self, name: names[26])! }
    var member27: any Routable { container.resolve((any Routable).self, name: names[27])! }
    var member28: any Routable { container.resolve((any Routable).self, name: names[28])! }
    var member29: any Routable { container.resolve((any Routable).self, name: names[29])! }
    var member30: any Routable { container.resolve((any Routable).self, name: names[30])! }
    var member31: any Routable { container.resolve((any Routable).self, name: names[31])! }
    var member32: any Routable { container.resolve((any Routable).self, name: names[32])! }
    var member33: any Routable { container.resolve((any Routable).self, name: names[33])! }
    var member34: any Routable { container.resolve((any Routable).self, name: names[34])! }
    var member35: any Routable { container.resolve((any Routable).self, name: names[35])! }
    var member36: any Routable { container.resolve((any Routable).self, name: names[36])! }
    var member37: any Routable { container.resolve((any Routable).self, name: names[37])! }
    var member38: any Routable { container.resolve((any Routable).self, name: names[38])! }
    var member39: any Routable { container.resolve((any Routable).self, name: names[39])! }
    var member40: any Routable { container.resolve((any Routable).self, name: names[40])! }
    var member41: any Routable { container.resolve((any Routable).self, name: names[41])! }
    var member42: any Routable { container.resolve((any Routable).self, name: names[42])! }
    var member43: any Routable { container.resolve((any Routable).self, name: names[43])! }
    var member44: any Routable { container.resolve((any Routable).self, name: names[44])! }
    var member45: any Routable { container.resolve((any Routable).self, name: names[45])! }
    var member46: any Routable { container.resolve((any Routable).self, name: names[46])! }
    var member47: any Routable { container.resolve((any Routable).self, name: names[47])! }
    var member48: any Routable { container.resolve((any Routable).self, name: names[48])! }
    var member49: any Routable { container.resolve((any Routable).self, name: names[49])! }
    var member50: any Routable { container.resolve((any Routable).self, name: names[50])! }
    var member51: any Routable { container.resolve((any Routable).self, name: names[51])! }
    var member52: any Routable { container.resolve((any Routable).self, name: names[52])! }
    var member53: any Routable { container.resolve((any Routable).self, name: names[53])! }
    var member54: any Routable { container.resolve((any Routable).self, name: names[54])! }
    var member55: any Routable { container.resolve((any Routable).self, name: names[55])! }
    var member56: any Routable { container.resolve((any Routable).self, name: names[56])! }
    var member57: any Routable { container.resolve((any Routable).self, name: names[57])! }
    var member58: any Routable { container.resolve((any Routable).self, name: names[58])! }
    var member59: any Routable { container.resolve((any Routable).self, name: names[59])! }
    var member60: any Routable { container.resolve((any Routable).self, name: names[60])! }
    var member61: any Routable { container.resolve((any Routable).self, name: names[61])! }
    var member62: any Routable { container.resolve((any Routable).self, name: names[62])! }
    var member63: any Routable { container.resolve((any Routable).self, name: names[63])! }
    var member64: any Routable { container.resolve((any Routable).self, name: names[64])! }
    var member65: any Routable { container.resolve((any Routable).self, name: names[65])! }
    var member66: any Routable { container.resolve((any Routable).self, name: names[66])! }
    var member67: any Routable { container.resolve((any Routable).self, name: names[67])! }
    var member68: any Routable { container.resolve((any Routable).self, name: names[68])! }
    var member69: any Routable { container.resolve((any Routable).self, name: names[69])! }
    var member70: any Routable { container.resolve((any Routable).self, name: names[70])! }
    var member71: any Routable { container.resolve((any Routable).self, name: names[71])! }
    var member72: any Routable { container.resolve((any Routable).self, name: names[72])! }
    var member73: any Routable { container.resolve((any Routable).self, name: names[73])! }
    var member74: any Routable { container.resolve((any Routable).self, name: names[74])! }
    var member75: any Routable { container.resolve((any Routable).self, name: names[75])! }
    var member76: any Routable { container.resolve((any Routable).self, name: names[76])! }
    var member77: any Routable { container.resolve((any Routable).self, name: names[77])! }
    var member78: any Routable { container.resolve((any Routable).self, name: names[78])! }
    var member79: any Routable { container.resolve((any Routable).self, name: names[79])! }
    var member80: any Routable { container.resolve((any Routable).self, name: names[80])! }
    var member81: any Routable { container.resolve((any Routable).self, name: names[81])! }
    var member82: any Routable { container.resolve((any Routable).self, name: names[82])! }
    var member83: any Routable { container.resolve((any Routable).self, name: names[83])! }
    var member84: any Routable { container.resolve((any Routable).self, name: names[84])! }
    var member85: any Routable { container.resolve((any Routable).self, name: names[85])! }
    var member86: any Routable { container.resolve((any Routable).self, name: names[86])! }
    var member87: any Routable { container.resolve((any Routable).self, name: names[87])! }
    var member88: any Routable { container.resolve((any Routable).self, name: names[88])! }
    var member89: any Routable { container.resolve((any Routable).self, name: names[89])! }
    var member90: any Routable { container.resolve((any Routable).self, name: names[90])! }
    var member91: any Routable { container.resolve((any Routable).self, name: names[91])! }
    var member92: any Routable { container.resolve((any Routable).self, name: names[92])! }
    var member93: any Routable { container.resolve((any Routable).self, name: names[93])! }
    var member94: any Routable { container.resolve((any Routable).self, name: names[94])! }
    var member95: any Routable { container.resolve((any Routable).self, name: names[95])! }
    var member96: any Routable { container.resolve((any Routable).self, name: names[96])! }
    var member97: any Routable { container.resolve((any Routable).self, name: names[97])! }
    var member98: any Routable { container.resolve((any Routable).self, name: names[98])! }
    var member99: any Routable { container.resolve((any Routable).self, name: names[99])! }
}

/// Registration names, built once so that string building is not measured.
private let names = (0..<100).map { "member\($0)" }
